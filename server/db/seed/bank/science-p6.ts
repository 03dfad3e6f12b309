/** P6 Science: photosynthesis, energy conversion, forces, food chains and webs, adaptations, the environment. */
import { choice, crit, multi, open, text, topic } from './build'
import { foodChain, foodWeb } from './svg-science'
import type { BankQuestion } from './types'

const photosynthesis = [
  choice({
    difficulty: 1,
    marks: 2,
    text: 'Which of the following does a plant need for photosynthesis?',
    options: [
      'Oxygen and water',
      'Carbon dioxide, water and light',
      'Sugar and oxygen',
      'Mineral salts and oxygen',
    ],
    correct: 2,
    solution:
      'Photosynthesis: carbon dioxide + water, with light energy trapped by chlorophyll → sugar + oxygen.\nThe plant needs carbon dioxide, water and light (and chlorophyll).',
  }),
  text({
    difficulty: 1,
    text: 'Which green substance in leaves traps light energy for photosynthesis?',
    accepted: ['chlorophyll'],
    solution: 'Chlorophyll, found in the chloroplasts, is green and traps light energy.',
  }),
  open({
    difficulty: 3,
    text: 'Xin Yi placed a potted plant in a dark cupboard for two days. She then tested one of its leaves for starch, and found none. Explain why.',
    answer:
      'Without light the plant could not photosynthesise, so no new food (starch) was made, and the starch already in the leaf had been used up.',
    criteria: [
      crit(
        'no-light',
        1,
        'No light, so no photosynthesis / no food made',
        ['no light', 'without light', 'dark', 'no sunlight'],
        ['photosynthesis', 'photosynthesise', 'make food', 'no food', 'not make food'],
      ),
      crit('used-up', 1, 'The starch already in the leaf was used up (or moved away)', [
        'used up',
        'used',
        'moved away',
        'transported away',
        'carried away',
      ]),
    ],
    model:
      'In the dark cupboard there was no light, so the plant could not carry out photosynthesis to make food. The starch that was already in the leaf was used up by the plant.',
    solution:
      'A plant makes food (sugar, stored as starch) by photosynthesis, which needs light.\nIn the dark, no new food is made. Meanwhile the plant keeps using food to live, so the starch in the leaf is used up (or carried away to other parts). After two days there is none left.',
  }),
  choice({
    difficulty: 2,
    marks: 2,
    text: 'Which gas is given out by a plant during photosynthesis?',
    options: ['Carbon dioxide', 'Nitrogen', 'Oxygen', 'Water vapour'],
    correct: 3,
    solution: 'Photosynthesis gives out oxygen. This is the oxygen animals and people breathe in.',
  }),
  open({
    difficulty: 2,
    text: 'A water plant in a tank gives off bubbles. When the tank is moved closer to a lamp, more bubbles are given off every minute. Explain why.',
    answer:
      'The plant receives more light, so it photosynthesises faster and gives off more oxygen (the bubbles).',
    criteria: [
      crit('more-light', 1, 'More light reaches the plant', [
        'more light',
        'brighter',
        'stronger light',
        'more sunlight',
        'receives more light',
      ]),
      crit(
        'faster-ps',
        1,
        'Photosynthesis is faster, giving off more oxygen',
        ['photosynthesis', 'photosynthesises', 'photosynthesise'],
        ['oxygen'],
      ),
    ],
    model:
      'Closer to the lamp the plant receives more light, so it photosynthesises faster and gives off more oxygen in the bubbles.',
    solution:
      'The bubbles are oxygen made by photosynthesis. Near the lamp the plant gets more light, so photosynthesis happens faster and more oxygen bubbles are given off.',
  }),
]

const energy = [
  choice({
    difficulty: 1,
    marks: 2,
    text: 'A battery-powered torch is switched on. Which is the correct energy conversion?',
    options: [
      'Electrical → chemical potential → light',
      'Chemical potential → electrical → light and heat',
      'Light → electrical → chemical potential',
      'Kinetic → electrical → light',
    ],
    correct: 2,
    solution:
      'The battery stores chemical potential energy. It is converted into electrical energy, and the bulb converts that into light energy (and some heat).',
  }),
  open({
    difficulty: 3,
    text: 'Ali dropped a rubber ball from a height. Each time it bounced, it rose to a lower height than before. Explain why, in terms of energy.',
    answer:
      'Each time the ball hits the ground, some of its kinetic energy is converted into heat and sound energy, so it has less energy left to rise to the same height.',
    criteria: [
      crit(
        'converted',
        1,
        'Some energy is converted into heat and/or sound when it hits the ground',
        ['heat', 'sound'],
        ['converted', 'changed into', 'lost', 'changes into', 'turned into'],
      ),
      crit('less-energy', 1, 'So less (gravitational potential) energy for the next bounce', [
        'less energy',
        'less kinetic energy',
        'less potential energy',
        'not enough energy',
        'less gravitational potential energy',
      ]),
    ],
    model:
      'Each time the ball hits the ground, some of its kinetic energy is converted into heat and sound energy. The ball has less energy, so it gains less gravitational potential energy and cannot rise as high.',
    solution:
      'As the ball falls, gravitational potential energy is converted into kinetic energy.\nWhen it hits the ground, some energy is converted into sound (the bounce you hear) and heat. Less energy is left, so it rises lower each time.',
  }),
  choice({
    difficulty: 2,
    marks: 2,
    text: 'What energy conversion takes place in a solar panel?',
    options: ['Light → electrical', 'Electrical → light', 'Heat → kinetic', 'Chemical potential → light'],
    correct: 1,
    solution: 'A solar panel converts light energy from the Sun into electrical energy.',
  }),
  text({
    difficulty: 1,
    text: 'A stretched rubber band is released and the paper ball on it flies off. What form of energy did the stretched rubber band have?',
    accepted: ['elastic potential energy', 'elastic potential', 'elastic energy'],
    solution:
      'A stretched (or compressed) object stores elastic potential energy. When released, it is converted into kinetic energy of the paper ball.',
  }),
  choice({
    difficulty: 2,
    marks: 2,
    text: 'Where does almost all the energy in our food come from in the first place?',
    options: ['The soil', 'The Sun', 'Water', 'The air'],
    correct: 2,
    solution:
      'Plants trap light energy from the Sun to make food. Animals eat plants (or eat animals that ate plants), so the energy in food comes from the Sun.',
  }),
]

const forces = [
  choice({
    difficulty: 1,
    marks: 2,
    text: 'Which force pulls a falling apple towards the Earth?',
    options: ['Frictional force', 'Magnetic force', 'Gravitational force', 'Elastic spring force'],
    correct: 3,
    solution: 'Gravitational force (gravity) is the pull of the Earth on objects. It makes the apple fall.',
  }),
  open({
    difficulty: 2,
    text: 'Running shoes have rubber soles with deep grooves. Explain how this helps a runner not to slip.',
    answer:
      'The rough grooved rubber soles increase the friction between the shoes and the ground, giving more grip.',
    criteria: [
      crit('friction', 1, 'Friction (between soles and ground) increases', [
        'more friction',
        'increase friction',
        'increases friction',
        'increases the friction',
        'greater friction',
        'more frictional force',
      ]),
      crit('ground', 1, 'Between the shoe and the ground', ['ground', 'floor', 'track', 'surface']),
    ],
    model:
      'The deep grooves make the soles rough, which increases the friction between the shoes and the ground, so the runner has more grip.',
    solution:
      'Friction is the force between two surfaces that rub against each other. Rough, grooved rubber soles increase the friction between the shoe and the ground, so the shoe grips and does not slide.',
  }),
  choice({
    difficulty: 2,
    marks: 2,
    text: 'Which of these is NOT an effect a force can have on an object?',
    options: ['Change its shape', 'Change its speed', 'Change its direction of motion', 'Change its mass'],
    correct: 4,
    solution:
      'A force can change an object’s shape, speed or direction of movement. It does not change how much matter (mass) the object has.',
  }),
  multi({
    difficulty: 3,
    text: 'Priya hung different masses on a spring and measured its length.\n\n| Mass (g) | 0 | 50 | 100 | 150 | 200 |\n|---|---|---|---|---|---|\n| Length of spring (cm) | 10 | 12 | 14 | 16 | 18 |',
    parts: [
      text({
        difficulty: 2,
        text: 'By how many centimetres does the spring stretch for every 50 g added? Write the number only.',
        accepted: ['2', 'two', '2 cm'],
        solution: 'Each 50 g adds 2 cm: 10 → 12 → 14 → 16 → 18 cm.',
      }),
      text({
        difficulty: 3,
        text: 'Predict the length of the spring, in cm, when a 250 g mass is hung on it. Write the number only.',
        accepted: ['20', '20 cm', 'twenty'],
        solution:
          'The pattern continues: 200 g gives 18 cm, so 250 g gives 18 + 2 = 20 cm (as long as the spring is not overstretched).',
      }),
      open({
        difficulty: 2,
        text: 'Name the force that the spring exerts on the mass, and state its direction.',
        answer: 'Elastic spring force, acting upwards.',
        criteria: [
          crit('elastic', 1, 'Elastic spring force', [
            'elastic spring force',
            'elastic force',
            'spring force',
          ]),
          crit('up', 1, 'Acting upwards', ['upwards', 'upward', 'up']),
        ],
        model: 'The elastic spring force acts upwards on the mass.',
        solution:
          'A stretched spring pulls back towards its original length, so it exerts an elastic spring force upwards on the mass, against gravity.',
      }),
    ],
  }),
  text({
    difficulty: 1,
    text: 'A boy rubs his hands together on a cold day and they become warm. Which force, acting between his hands, produces the heat?',
    accepted: ['friction', 'frictional force'],
    solution: 'Rubbing two surfaces together produces friction, and friction produces heat.',
  }),
]

const foodChains = [
  multi({
    difficulty: 2,
    text: 'The diagram shows a food chain in a school garden.',
    images: [
      {
        svg: foodChain('A garden food chain', ['Grass', 'Grasshopper', 'Bird']),
        alt: 'Food chain: grass → grasshopper → bird; arrows point from the food to the eater.',
      },
    ],
    parts: [
      text({
        difficulty: 1,
        text: 'Which organism in the food chain is the producer?',
        accepted: ['grass', 'the grass'],
        solution: 'Grass is a plant. It makes its own food by photosynthesis, so it is the producer.',
      }),
      open({
        difficulty: 2,
        text: 'What will happen to the number of grasshoppers if all the birds are removed? Explain.',
        answer: 'The number of grasshoppers will increase, because no birds are eating them.',
        criteria: [
          crit('increase', 1, 'The grasshoppers increase', [
            'increase',
            'increases',
            'more grasshoppers',
            'goes up',
          ]),
          crit('no-predator', 1, 'Nothing eats them any more', [
            'no birds',
            'not eaten',
            'nothing eats',
            'no predator',
            'no one eats',
            'fewer birds',
          ]),
        ],
        model: 'The number of grasshoppers will increase because there are no birds to eat them.',
        solution:
          'The birds are the predators of the grasshoppers. Without birds, the grasshoppers are not eaten, so their number increases (until they run short of grass).',
      }),
    ],
  }),
  choice({
    difficulty: 2,
    marks: 2,
    text: 'Study the food web. Which organism is both a predator and a prey?',
    images: [
      {
        svg: foodWeb(
          'A pond food web',
          [
            { id: 'Water plants', x: 80, y: 180 },
            { id: 'Tadpole', x: 240, y: 180 },
            { id: 'Water snail', x: 240, y: 60 },
            { id: 'Small fish', x: 400, y: 120 },
            { id: 'Heron', x: 560, y: 120 },
          ],
          [
            ['Water plants', 'Tadpole'],
            ['Water plants', 'Water snail'],
            ['Tadpole', 'Small fish'],
            ['Water snail', 'Small fish'],
            ['Small fish', 'Heron'],
          ],
        ),
        alt: 'Food web: water plants are eaten by tadpoles and water snails; tadpoles and water snails are eaten by small fish; small fish are eaten by herons.',
      },
    ],
    options: ['Water plants', 'Water snail', 'Small fish', 'Heron'],
    correct: 3,
    solution:
      'A predator eats other animals; a prey is eaten.\nThe small fish eats tadpoles and snails (predator) and is eaten by the heron (prey).\nThe water snail eats only plants, so it is not a predator. The heron is not eaten by anything in this web.',
  }),
  open({
    difficulty: 3,
    text: 'In the pond food web shown, a disease kills most of the small fish. Explain what may happen to the number of water plants.',
    images: [
      {
        svg: foodWeb(
          'A pond food web',
          [
            { id: 'Water plants', x: 80, y: 180 },
            { id: 'Tadpole', x: 240, y: 180 },
            { id: 'Water snail', x: 240, y: 60 },
            { id: 'Small fish', x: 400, y: 120 },
            { id: 'Heron', x: 560, y: 120 },
          ],
          [
            ['Water plants', 'Tadpole'],
            ['Water plants', 'Water snail'],
            ['Tadpole', 'Small fish'],
            ['Water snail', 'Small fish'],
            ['Small fish', 'Heron'],
          ],
        ),
        alt: 'Food web: water plants are eaten by tadpoles and water snails; tadpoles and water snails are eaten by small fish; small fish are eaten by herons.',
      },
    ],
    answer:
      'The water plants will decrease. With fewer small fish eating them, there will be more tadpoles and water snails, and they will eat more water plants.',
    criteria: [
      crit('more-eaters', 1, 'More tadpoles and water snails (fewer are eaten)', [
        'more tadpoles',
        'more water snails',
        'more snails',
        'tadpoles and water snails increase',
        'increase',
      ]),
      crit(
        'plants-decrease',
        1,
        'So more water plants are eaten and they decrease',
        ['decrease', 'fewer water plants', 'less water plants', 'decreases', 'go down'],
        ['eat more', 'eaten', 'more plants are eaten'],
      ),
    ],
    model:
      'With fewer small fish, fewer tadpoles and snails are eaten, so there will be more tadpoles and more water snails. They eat more water plants, so the number of water plants will decrease.',
    solution:
      'Follow the arrows: small fish eat tadpoles and water snails.\nFewer small fish → more tadpoles and water snails survive → they eat more water plants → the water plants decrease.',
  }),
  text({
    difficulty: 1,
    text: 'Organisms such as bacteria and fungi break down dead plants and animals. What are they called?',
    accepted: ['decomposers', 'decomposer'],
    solution: 'Decomposers break down dead matter and return nutrients to the soil for plants to use.',
  }),
  choice({
    difficulty: 2,
    marks: 2,
    text: 'In a food chain, what do the arrows show?',
    options: [
      'Which animal is bigger',
      'The direction in which energy (food) flows',
      'Where the animals live',
      'Which animal is faster',
    ],
    correct: 2,
    solution: 'Each arrow points from the food to the eater. It shows energy passing along the chain.',
  }),
]

const adaptations = [
  choice({
    difficulty: 1,
    marks: 2,
    text: 'How do the spines of a cactus help it to survive in the desert?',
    options: [
      'They make food for the cactus.',
      'They reduce water loss and protect it from animals.',
      'They absorb water from the air.',
      'They help it to attract insects.',
    ],
    correct: 2,
    solution:
      'Cactus spines are leaves with a very small surface area, so little water is lost. They also keep animals from eating the cactus.',
  }),
  open({
    difficulty: 2,
    text: 'A polar bear has a thick layer of fat under its skin. Explain how this helps it to survive in the Arctic.',
    answer:
      'The fat is a poor conductor of heat, so it reduces heat loss from its body to the cold surroundings and keeps it warm.',
    criteria: [
      crit('reduce-loss', 1, 'Reduces heat loss from its body', [
        'reduces heat loss',
        'reduce heat loss',
        'less heat is lost',
        'lose less heat',
        'prevents heat loss',
        'keeps heat in',
        'slows down heat loss',
      ]),
      crit('cold', 1, 'To the cold surroundings, keeping it warm', ['cold', 'warm']),
    ],
    model:
      'The thick fat is a poor conductor of heat. It reduces heat loss from the bear’s body to the cold surroundings, so the bear stays warm.',
    solution:
      'The Arctic is very cold, so heat flows from the bear’s warm body to the surroundings. Fat is a poor conductor of heat: a thick layer reduces heat loss and keeps the bear warm.',
  }),
  choice({
    difficulty: 2,
    marks: 2,
    text: 'A duck has webbed feet. How does this help it?',
    options: ['To fly faster', 'To swim (push through water) better', 'To catch insects', 'To keep warm'],
    correct: 2,
    solution:
      'The skin between the toes gives a bigger surface to push against the water, so the duck swims well.',
  }),
  text({
    difficulty: 1,
    text: 'A stick insect looks like a twig, so its predators do not notice it. What is this adaptation called?',
    accepted: ['camouflage'],
    solution:
      'Blending in with the surroundings is called camouflage. It helps an animal hide from predators (or from prey).',
  }),
  open({
    difficulty: 3,
    text: 'Some plants that grow in ponds, such as the water lily, have large, flat leaves that float on the water. Explain how this adaptation helps the plant.',
    answer:
      'Floating, large flat leaves are exposed to more sunlight, so the plant can trap more light and make more food by photosynthesis.',
    criteria: [
      crit('sunlight', 1, 'The leaves get more (sun)light', [
        'more light',
        'more sunlight',
        'sunlight',
        'light',
      ]),
      crit('photosynthesis', 1, 'So the plant makes more food by photosynthesis', [
        'photosynthesis',
        'make food',
        'makes food',
        'make more food',
        'photosynthesise',
      ]),
    ],
    model:
      'The large flat leaves float on the water so they get more sunlight, and the plant can make more food by photosynthesis.',
    solution:
      'Under water, less light reaches a leaf. Floating on the surface, the large flat leaves are exposed to more sunlight, so the plant can photosynthesise and make more food. (Air spaces in the leaf stalk also help them float.)',
  }),
]

const environment = [
  open({
    difficulty: 3,
    text: 'Large areas of forest are cut down to build roads and farms. Explain how this affects the amount of carbon dioxide in the air.',
    answer:
      'Fewer trees take in carbon dioxide for photosynthesis, so the amount of carbon dioxide in the air increases. Burning the trees also releases carbon dioxide.',
    criteria: [
      crit(
        'fewer-trees',
        1,
        'Fewer trees / plants to take in carbon dioxide for photosynthesis',
        ['fewer trees', 'less trees', 'fewer plants', 'less plants'],
        ['photosynthesis', 'take in carbon dioxide', 'absorb carbon dioxide', 'use carbon dioxide'],
      ),
      crit('increases', 1, 'So carbon dioxide in the air increases', [
        'increase',
        'increases',
        'more carbon dioxide',
        'goes up',
      ]),
    ],
    model:
      'There will be fewer trees to take in carbon dioxide for photosynthesis, so the amount of carbon dioxide in the air will increase.',
    solution:
      'Trees take in carbon dioxide for photosynthesis. Cutting them down means less carbon dioxide is taken in, so more of it stays in the air and the amount increases. If the trees are burnt, even more carbon dioxide is released.',
  }),
  choice({
    difficulty: 1,
    marks: 2,
    text: 'Which of these actions helps to conserve the environment?',
    options: [
      'Leaving the lights on',
      'Using disposable plastic cups',
      'Recycling paper and cans',
      'Throwing litter into drains',
    ],
    correct: 3,
    solution:
      'Recycling means fewer new materials are needed, fewer trees are cut down and less rubbish is burnt or buried.',
  }),
  choice({
    difficulty: 2,
    marks: 2,
    text: 'Oil spilled into the sea spreads out as a layer on the surface. Why does this harm the water plants below?',
    options: [
      'The oil makes the water salty.',
      'The oil blocks light, so the plants cannot photosynthesise well.',
      'The oil makes the water warmer.',
      'The oil adds oxygen to the water.',
    ],
    correct: 2,
    solution:
      'The layer of oil stops light from reaching the plants under the water, so they cannot photosynthesise well and may die. It also stops oxygen from dissolving into the water.',
  }),
  text({
    difficulty: 1,
    text: 'Remember the 3Rs: Reduce, Reuse and ______. Fill in the missing word.',
    accepted: ['recycle', 'recycling'],
    solution: 'Reduce (use less), Reuse (use again) and Recycle (make into something new).',
  }),
  open({
    difficulty: 2,
    text: 'Give one reason why cutting down a forest can cause some animals to die out.',
    answer: 'The animals lose their habitat: their homes, shelter and food.',
    criteria: [
      crit('habitat', 2, 'They lose their habitat / food / shelter', [
        'habitat',
        'homes',
        'home',
        'shelter',
        'food',
        'place to live',
      ]),
    ],
    model: 'The animals lose their habitat, so they have no home, shelter or food.',
    solution:
      'A forest is the habitat of many animals: it gives them food, shelter and a place to breed. When it is cut down, they lose their homes and food and may die out.',
  }),
]

export const scienceP6: BankQuestion[] = [
  ...topic('P6', 'Science', 'Photosynthesis', photosynthesis),
  ...topic('P6', 'Science', 'Energy Conversion', energy),
  ...topic('P6', 'Science', 'Forces', forces),
  ...topic('P6', 'Science', 'Food Chains and Food Webs', foodChains),
  ...topic('P6', 'Science', 'Adaptations', adaptations),
  ...topic('P6', 'Science', 'Man and the Environment', environment),
]
