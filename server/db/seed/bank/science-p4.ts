/** P4 Science: diversity, life cycles, matter, magnets, light, heat and the systems of plants and people. */
import { choice, crit, multi, open, text, topic } from './build'
import { magnets, shadowSetup } from './svg-science'
import type { BankQuestion } from './types'

const livingThings = [
  choice({
    difficulty: 1,
    marks: 2,
    text: 'Which of the following is a characteristic of ALL living things?',
    options: [
      'They can move from place to place.',
      'They need food to survive.',
      'They make their own food.',
      'They have lungs.',
    ],
    correct: 2,
    solution:
      'All living things need food, water and air, they grow, reproduce and respond to changes.\nPlants do not move from place to place, only plants make their own food, and many animals (like fish) have no lungs.\nSo the answer is (2): all living things need food.',
  }),
  choice({
    difficulty: 1,
    marks: 2,
    text: 'A mushroom grows on a rotting log. How does a mushroom reproduce?',
    options: ['By seeds', 'By spores', 'By laying eggs', 'By giving birth to young alive'],
    correct: 2,
    solution: 'A mushroom is a fungus. Fungi do not have flowers or seeds: they reproduce by spores.',
  }),
  open({
    difficulty: 2,
    text: 'Ravi says a mushroom is a plant. His teacher says it is not. Give one reason why a mushroom is not a plant.',
    answer:
      'A mushroom cannot make its own food because it has no chlorophyll; it gets food from dead or decaying matter. (Or: it reproduces by spores, not seeds.)',
    criteria: [
      crit(
        'no-own-food',
        2,
        'A mushroom cannot make its own food / has no chlorophyll / reproduces by spores',
        [
          'cannot make its own food',
          'cannot make food',
          "can't make its own food",
          'does not make its own food',
          'no chlorophyll',
          'does not have chlorophyll',
          'not green',
          'reproduces by spores',
          'reproduce by spores',
          'has spores',
          'feeds on dead',
          'feeds on decaying',
        ],
      ),
    ],
    model:
      'A mushroom cannot make its own food because it has no chlorophyll. It feeds on dead and decaying matter.',
    solution:
      'Plants are green: they have chlorophyll and make their own food using light.\nA mushroom is a fungus. It has no chlorophyll, so it cannot make its own food; it gets food from dead or decaying things, like the rotting log. It also reproduces by spores, not seeds.',
  }),
  choice({
    difficulty: 2,
    marks: 2,
    text: 'Which group contains only animals that are insects?',
    options: [
      'Ant, spider, bee',
      'Butterfly, grasshopper, beetle',
      'Mosquito, centipede, fly',
      'Dragonfly, earthworm, ladybird',
    ],
    correct: 2,
    solution:
      'Insects have 3 body parts and 6 legs. A spider has 8 legs, a centipede has many legs and an earthworm has no legs, so they are not insects.\nButterfly, grasshopper and beetle are all insects.',
  }),
  text({
    difficulty: 1,
    text: 'Bread left in a warm, damp place becomes covered with fuzzy black spots. What kind of living thing is growing on the bread?',
    accepted: ['mould', 'mold', 'bread mould', 'fungus', 'fungi'],
    synonyms: [['mould', 'mold']],
    solution:
      'The fuzzy spots are bread mould. Mould is a fungus: it grows well where it is warm and damp and feeds on the bread.',
  }),
]

const lifeCycles = [
  choice({
    difficulty: 1,
    marks: 2,
    text: 'Which of these animals has a 4-stage life cycle?',
    options: ['Chicken', 'Cockroach', 'Butterfly', 'Grasshopper'],
    correct: 3,
    solution:
      'A butterfly goes through egg → larva (caterpillar) → pupa → adult: 4 stages.\nThe chicken, cockroach and grasshopper have 3 stages.',
  }),
  choice({
    difficulty: 2,
    marks: 2,
    text: 'In which stage of its life cycle does a butterfly feed the most and grow the fastest?',
    options: ['Egg', 'Larva (caterpillar)', 'Pupa', 'Adult'],
    correct: 2,
    solution:
      'The caterpillar (larva) eats leaves all day and grows quickly. The pupa does not feed, and the egg cannot eat.',
  }),
  open({
    difficulty: 2,
    text: 'Town councils tell residents to remove stagnant water from flower-pot plates and pails. Explain how this helps to reduce the number of mosquitoes.',
    answer:
      'Mosquitoes lay their eggs in stagnant water, and the larvae and pupae live in water. Without stagnant water, mosquitoes cannot lay eggs / the young cannot develop into adults, so there will be fewer mosquitoes.',
    criteria: [
      crit(
        'lay-eggs',
        1,
        'Mosquitoes lay eggs in (stagnant) water',
        ['lay eggs', 'lay their eggs', 'lays eggs', 'laid eggs'],
        ['water'],
      ),
      crit(
        'cannot-develop',
        1,
        'Without the water the eggs / larvae / pupae cannot develop into adults, so fewer mosquitoes',
        ['larva', 'larvae', 'pupa', 'pupae', 'young', 'eggs cannot', 'cannot lay', 'no place to lay'],
        [
          'cannot develop',
          'cannot grow',
          'cannot become adults',
          'cannot hatch',
          'fewer mosquitoes',
          'less mosquitoes',
          'die',
        ],
      ),
    ],
    model:
      'Mosquitoes lay their eggs in stagnant water and the larvae live in the water. If there is no stagnant water, the larvae cannot develop into adults, so there will be fewer mosquitoes.',
    solution:
      'A mosquito has 4 stages: egg, larva, pupa and adult. The first three stages need water: the eggs are laid on still (stagnant) water, and the larvae and pupae live in it.\nNo stagnant water → nowhere to lay eggs and no young mosquitoes growing up → fewer mosquitoes (and less dengue).',
  }),
  text({
    difficulty: 1,
    text: 'A frog lays eggs in water. What is the young frog that hatches from the egg called?',
    accepted: ['tadpole', 'tadpoles'],
    solution:
      'A frog’s life cycle is egg → tadpole → froglet → adult frog. The tadpole lives in water and breathes with gills.',
  }),
  choice({
    difficulty: 2,
    marks: 2,
    text: 'Siti put bean seeds on dry cotton wool in a warm, bright place. After a week the seeds had not germinated. What did the seeds most likely lack?',
    options: ['Light', 'Water', 'Soil', 'Fertiliser'],
    correct: 2,
    solution:
      'Seeds need water, air and warmth to germinate. They do not need soil, light or fertiliser to start growing, because the seed leaves store food.\nThe cotton wool was dry, so the seeds lacked water.',
  }),
]

const matter = [
  choice({
    difficulty: 1,
    marks: 2,
    text: 'Which of the following has a definite volume but no definite shape?',
    options: ['Wooden block', 'Orange juice', 'Air in a balloon', 'Steel spoon'],
    correct: 2,
    solution:
      'Solids (wooden block, steel spoon) have a definite shape and volume. Gases (air) have neither.\nLiquids like orange juice keep their volume but take the shape of their container.',
  }),
  open({
    difficulty: 3,
    text: 'Jun Wei has two syringes with their tips sealed. Syringe A is filled with air and Syringe B is filled with water. He can push the plunger of A in a little, but he cannot push the plunger of B. Explain why.',
    answer:
      'Air is a gas and can be compressed: its particles have a lot of space between them. Water is a liquid and cannot be compressed, so the plunger of B cannot move.',
    criteria: [
      crit(
        'air-compress',
        1,
        'Air (a gas) can be compressed',
        ['air', 'gas'],
        [
          'can be compressed',
          'compressible',
          'can be squashed',
          'can be squeezed',
          'takes up less space',
          'pushed closer together',
        ],
      ),
      crit(
        'water-not',
        1,
        'Water (a liquid) cannot be compressed',
        ['water', 'liquid'],
        [
          'cannot be compressed',
          'not compressible',
          'cannot be squashed',
          'cannot be squeezed',
          'incompressible',
        ],
      ),
    ],
    model:
      'Air is a gas and it can be compressed, so the plunger of A moves in a little. Water is a liquid and it cannot be compressed, so the plunger of B cannot move.',
    solution:
      'Gases can be compressed (squeezed into a smaller space), so the air in A takes up less space when pushed.\nLiquids cannot be compressed, so the water in B keeps the same volume and the plunger will not move.',
  }),
  choice({
    difficulty: 2,
    marks: 2,
    text: 'Mei Ling weighed a deflated ball. She pumped air into it and weighed it again. The ball was heavier. What does this show?',
    options: ['Air has mass.', 'Air can be seen.', 'Air has a definite shape.', 'Air is a liquid.'],
    correct: 1,
    solution: 'The only thing added to the ball was air, and the ball became heavier. So air has mass.',
  }),
  text({
    difficulty: 1,
    text: 'Matter is anything that has mass and occupies space. Is light a kind of matter? Write "yes" or "no".',
    accepted: ['no'],
    solution: 'Light has no mass and does not occupy space, so it is not matter. It is a form of energy.',
  }),
  choice({
    difficulty: 2,
    marks: 2,
    text: 'An empty glass is turned upside down and pushed straight down into a basin of water. Only a little water enters the glass. Why?',
    options: [
      'The glass is waterproof.',
      'The air in the glass occupies space.',
      'Water cannot be compressed.',
      'The water is too cold.',
    ],
    correct: 2,
    solution:
      'The "empty" glass is full of air. The air is trapped and occupies space, so the water cannot fill the glass.',
  }),
]

const magnetsTopic = [
  choice({
    difficulty: 1,
    marks: 2,
    text: 'Which of these objects will be attracted to a magnet?',
    options: ['A copper coin', 'An iron nail', 'An aluminium can', 'A plastic ruler'],
    correct: 2,
    solution:
      'Magnetic materials are iron, steel, nickel and cobalt. Copper, aluminium and plastic are not magnetic.\nThe iron nail is attracted.',
  }),
  choice({
    difficulty: 1,
    marks: 2,
    text: 'Two bar magnets are placed as shown. What will happen when they are brought close together?',
    images: [
      {
        svg: magnets('Two bar magnets with north poles facing', ['S', 'N'], ['N', 'S']),
        alt: 'Magnet A with its north pole on the right, facing the north pole of magnet B on the left.',
      },
    ],
    options: [
      'They attract each other.',
      'They repel each other.',
      'Nothing happens.',
      'They lose their magnetism.',
    ],
    correct: 2,
    solution:
      'The north pole of A faces the north pole of B. Like poles repel, so the magnets push each other away.',
  }),
  open({
    difficulty: 3,
    text: 'Priya has two steel bars that look the same. Only one of them is a magnet. She has a bar magnet with its poles labelled. Describe how she can find out which steel bar is the magnet.',
    answer:
      'Bring one end of each steel bar near one pole of the bar magnet, then turn it around. The bar that repels the magnet at one end is the magnet, because only two magnets can repel; a magnetic material is only attracted.',
    criteria: [
      crit(
        'bring-near',
        1,
        'Bring each bar near a pole of the bar magnet (both ends)',
        ['bring', 'put', 'place', 'hold'],
        ['near', 'close to', 'next to', 'towards'],
      ),
      crit(
        'repel-test',
        2,
        'The bar that repels is the magnet, because repulsion happens only between two magnets',
        ['repel', 'repels', 'push away', 'pushes away', 'repulsion'],
        ['is the magnet', 'is a magnet', 'magnet'],
      ),
    ],
    model:
      'Bring each end of the bar near the north pole of the bar magnet. If one end repels the bar magnet, that bar is the magnet, because only a magnet can repel another magnet. The other bar is only attracted.',
    solution:
      'A magnet and a magnetic material (like plain steel) always attract, so attraction does not tell them apart.\nRepulsion only happens between two like poles of two magnets. So bring each end of each bar near one pole of the bar magnet: the bar that repels at one end is the magnet.',
    markingScheme:
      '3 marks in all:\n- 1 mark: brings each steel bar (both ends) near a pole of the bar magnet.\n- 2 marks: says the bar that repels is the magnet (repulsion only happens between magnets).\nAccept the idea in the child’s own words.',
  }),
  choice({
    difficulty: 2,
    marks: 2,
    text: 'Daniel stroked an iron nail 30 times in one direction with the north pole of a magnet. He then dipped the nail into a box of paper clips. What did he most likely see?',
    options: [
      'No paper clips stuck to the nail.',
      'Some paper clips stuck to the nail.',
      'The nail became hot.',
      'The paper clips were pushed away.',
    ],
    correct: 2,
    solution:
      'Stroking an iron nail in one direction with a magnet turns it into a (temporary) magnet. It can then attract paper clips.',
  }),
  text({
    difficulty: 1,
    text: 'A freely-hanging bar magnet comes to rest pointing in the north–south direction. Which pole of the magnet points towards the north?',
    accepted: ['north pole', 'the north pole', 'north', 'N pole', 'N'],
    solution:
      'A freely-suspended magnet lines up north–south. Its north-seeking pole (the north pole, N) points north. This is how a compass works.',
  }),
]

const light = [
  choice({
    difficulty: 1,
    marks: 2,
    text: 'Why is a shadow formed behind the box?',
    images: [
      {
        svg: shadowSetup('A torch shining on a box in front of a screen', 'box'),
        alt: 'A torch on the left shines light towards a box; a screen stands behind the box on the right.',
      },
    ],
    options: [
      'The box reflects all the light.',
      'The box blocks the light.',
      'The screen gives out light.',
      'Light bends around the box.',
    ],
    correct: 2,
    solution:
      'Light travels in straight lines. The box is opaque, so it blocks the light and the area behind it on the screen gets no light: a shadow.',
  }),
  open({
    difficulty: 2,
    text: 'In the set-up shown, Ali moves the box closer to the torch. What happens to the size of the shadow on the screen? Explain why.',
    images: [
      {
        svg: shadowSetup('A torch shining on a box in front of a screen', 'box'),
        alt: 'A torch on the left shines light towards a box; a screen stands behind the box on the right.',
      },
    ],
    answer: 'The shadow becomes bigger, because the box closer to the torch blocks more of the light.',
    criteria: [
      crit('bigger', 1, 'The shadow becomes bigger', ['bigger', 'larger', 'increases', 'grows']),
      crit('blocks-more', 1, 'The box blocks more light', [
        'blocks more',
        'block more',
        'more light is blocked',
        'blocks a larger',
        'blocks more of the light',
      ]),
    ],
    model: 'The shadow becomes bigger because the box is nearer to the torch, so it blocks more light.',
    solution:
      'Light from the torch spreads out in straight lines. Near the torch, the box is in the way of a wider part of the beam, so it blocks more of the light.\nMore light blocked → bigger shadow.',
  }),
  choice({
    difficulty: 1,
    marks: 2,
    text: 'Which material allows most light to pass through it?',
    options: ['Frosted glass', 'Clear glass', 'Tracing paper', 'Cardboard'],
    correct: 2,
    solution:
      'Clear glass is transparent: it lets most light through. Frosted glass and tracing paper are translucent (some light), and cardboard is opaque (no light).',
  }),
  open({
    difficulty: 2,
    text: 'Explain how Hui Min is able to see a book on the table in a bright room.',
    answer: 'Light from a light source falls on the book and is reflected by the book into her eyes.',
    criteria: [
      crit('reflect', 1, 'Light is reflected by the book', [
        'reflect',
        'reflects',
        'reflected',
        'bounces off',
        'bounce off',
      ]),
      crit('eyes', 1, 'The reflected light enters her eyes', ['eye', 'eyes']),
    ],
    model:
      'Light from the lamp falls on the book. The book reflects the light, and the reflected light enters her eyes.',
    solution:
      'We see an object when light from a light source is reflected by the object and enters our eyes.\nThe book does not give out its own light; it reflects light into Hui Min’s eyes.',
  }),
  text({
    difficulty: 1,
    text: 'Light travels in ______ lines. Fill in the blank.',
    accepted: ['straight'],
    solution: 'Light travels in straight lines. That is why opaque objects form shadows with sharp edges.',
  }),
]

const heat = [
  choice({
    difficulty: 1,
    marks: 2,
    text: 'A cup of hot cocoa is left on the table. Which statement is correct?',
    options: [
      'Heat flows from the surroundings to the cocoa.',
      'Heat flows from the cocoa to the surroundings.',
      'Coldness flows into the cocoa.',
      'No heat flows because the cup is closed.',
    ],
    correct: 2,
    solution:
      'Heat always flows from a hotter place to a colder place. The cocoa is hotter than the air around it, so it loses heat to the surroundings.',
  }),
  open({
    difficulty: 3,
    text: 'A metal spoon and a wooden spoon have been in the same drawer all day. When Siti touches them, the metal spoon feels colder. Explain why.',
    answer:
      'Both spoons are at the same temperature. Metal is a good conductor of heat, so it conducts heat away from her hand faster than wood (a poor conductor). Her hand loses heat faster and so the metal spoon feels colder.',
    criteria: [
      crit('conductor', 1, 'Metal is a good conductor of heat (wood a poor one)', [
        'good conductor',
        'conducts heat',
        'conductor of heat',
      ]),
      crit(
        'hand-loses',
        1,
        'Heat flows from her hand to the metal faster',
        ['hand', 'fingers', 'skin'],
        [
          'loses heat faster',
          'lose heat faster',
          'heat away from',
          'heat flows faster',
          'conducts heat away',
          'more heat',
          'faster',
        ],
      ),
    ],
    model:
      'Metal is a good conductor of heat, so it conducts heat away from her hand faster than wood does. Her hand loses heat faster, so the metal spoon feels colder.',
    solution:
      'The two spoons are at the same temperature (the drawer’s temperature).\nHer hand is warmer, so heat flows from her hand into each spoon. Metal is a good conductor of heat, so heat flows from her hand into the metal much faster than into wood.\nHer hand loses heat faster when touching metal, so the metal feels colder.',
  }),
  choice({
    difficulty: 2,
    marks: 2,
    text: 'Why are small gaps left between the steel rails of a railway track?',
    options: [
      'To let rain water flow away',
      'To leave space for the rails to expand when they gain heat',
      'To make the train go faster',
      'To save steel',
    ],
    correct: 2,
    solution:
      'Steel expands when it gains heat on hot days. The gaps give the rails room to expand so they do not bend.',
  }),
  text({
    difficulty: 1,
    text: 'Which instrument do we use to measure temperature?',
    accepted: ['thermometer', 'a thermometer'],
    solution: 'Temperature is measured with a thermometer, in degrees Celsius (°C).',
  }),
  open({
    difficulty: 2,
    text: 'Farid wraps a cold can of drink in a thick woollen cloth before taking it to the park. Explain how this keeps the drink cold for longer.',
    answer:
      'Wool is a poor conductor of heat, so it slows down the heat gained by the drink from the warmer surroundings.',
    criteria: [
      crit('poor-conductor', 1, 'Wool / the cloth is a poor conductor of heat', [
        'poor conductor',
        'bad conductor',
        'insulator',
        'does not conduct heat well',
      ]),
      crit(
        'slows-gain',
        1,
        'It slows down the heat gained by the drink from the surroundings',
        ['slows', 'reduces', 'less heat', 'slower', 'prevents'],
        ['gain', 'gains', 'gained', 'heat from the surroundings', 'heat into', 'heat flowing in'],
      ),
    ],
    model:
      'Wool is a poor conductor of heat, so it slows down the heat gained by the cold drink from the warmer surroundings.',
    solution:
      'Heat flows from the warm air into the cold drink. Wool is a poor conductor of heat, so it slows down the heat gained by the drink. The drink stays cold for longer.',
  }),
]

const systems = [
  choice({
    difficulty: 1,
    marks: 2,
    text: 'Which part of a plant takes in water from the soil?',
    options: ['Leaf', 'Flower', 'Root', 'Fruit'],
    correct: 3,
    solution:
      'The roots take in (absorb) water and mineral salts from the soil. They also hold the plant firmly in the ground.',
  }),
  choice({
    difficulty: 2,
    marks: 2,
    text: 'In which part of the digestive system is digested food absorbed into the blood?',
    options: ['Mouth', 'Gullet', 'Stomach', 'Small intestine'],
    correct: 4,
    solution:
      'Digestion is completed in the small intestine, and the digested food is absorbed into the blood there. The large intestine absorbs mostly water.',
  }),
  multi({
    difficulty: 2,
    text: 'Ali put a white flower, with its stalk, into a beaker of water with red colouring. After a few hours, the petals turned red.',
    parts: [
      text({
        difficulty: 1,
        text: 'Which part of the plant carried the red water up to the petals?',
        accepted: ['stem', 'the stem', 'stalk', 'the stalk'],
        solution:
          'The stalk of the flower is its stem. The stem carries water from the bottom of the plant to the other parts.',
      }),
      open({
        difficulty: 2,
        text: 'What does the experiment show about the stem of a plant?',
        answer: 'The stem carries water up from the roots to the other parts of the plant (leaves, flowers).',
        criteria: [
          crit(
            'carries-water',
            1,
            'The stem carries / transports water',
            ['carries', 'carry', 'transports', 'transport', 'moves', 'takes'],
            ['water'],
          ),
          crit('upwards', 1, 'Upwards, to the other parts of the plant', [
            'up',
            'upwards',
            'to the flower',
            'to the leaves',
            'to the petals',
            'to other parts',
            'to the other parts',
          ]),
        ],
        model:
          'The stem carries water up from the bottom of the plant to the petals and the other parts of the plant.',
        solution:
          'The red colouring went up the stalk into the petals, so water must travel up the stem.\nThe stem carries water (and mineral salts) from the roots to the leaves, flowers and other parts.',
      }),
    ],
  }),
  open({
    difficulty: 2,
    text: 'Kumar chews a piece of plain bread for a long time. It begins to taste sweet. Explain why.',
    answer:
      'Saliva (digestive juice) in the mouth starts to digest the starch in the bread into sugar, which tastes sweet.',
    criteria: [
      crit('saliva', 1, 'Saliva / digestive juice in the mouth', ['saliva', 'digestive juice']),
      crit('starch-sugar', 1, 'Breaks starch down into sugar (digestion starts in the mouth)', [
        'sugar',
        'sugars',
        'simpler substances',
        'sweet substance',
      ]),
    ],
    model: 'The saliva in his mouth starts to digest the starch in the bread into sugar, so it tastes sweet.',
    solution:
      'Digestion starts in the mouth. Saliva contains a digestive juice that breaks starch (in bread) down into sugar. Sugar tastes sweet.',
  }),
  text({
    difficulty: 1,
    text: 'Name the organ that pumps blood around the human body.',
    accepted: ['heart', 'the heart'],
    solution: 'The heart pumps blood around the body through the blood vessels.',
  }),
]

export const scienceP4: BankQuestion[] = [
  ...topic('P4', 'Science', 'Living Things and Diversity', livingThings),
  ...topic('P4', 'Science', 'Life Cycles', lifeCycles),
  ...topic('P4', 'Science', 'Matter', matter),
  ...topic('P4', 'Science', 'Magnets', magnetsTopic),
  ...topic('P4', 'Science', 'Light and Shadows', light),
  ...topic('P4', 'Science', 'Heat', heat),
  ...topic('P4', 'Science', 'Plant and Human Systems', systems),
]
