/** P5 Science: water and changes of state, reproduction, cells, the body's systems, plant transport, circuits. */
import { choice, crit, multi, open, text, topic } from './build'
import { circuits } from './svg-science'
import type { BankQuestion } from './types'

const water = [
  open({
    difficulty: 2,
    text: 'Mei Ling took a glass of iced water out of the fridge. After a few minutes, water droplets formed on the outside of the glass. Explain how the droplets were formed.',
    answer:
      'Warm water vapour in the surrounding air came into contact with the cold outer surface of the glass, lost heat and condensed into water droplets.',
    criteria: [
      crit(
        'vapour',
        1,
        'Water vapour in the surrounding air touches the cold surface of the glass',
        ['water vapour', 'water vapor', 'vapour', 'vapor'],
        ['cold', 'cooler', 'colder'],
      ),
      crit('condense', 1, 'It loses heat and condenses into water droplets', [
        'condense',
        'condenses',
        'condensed',
        'condensation',
        'turns into water',
        'changes into water',
        'becomes water',
      ]),
    ],
    model:
      'The warm water vapour in the surrounding air came into contact with the cold outer surface of the glass. It lost heat and condensed into water droplets.',
    solution:
      'The droplets did not leak through the glass: they came from the air.\nAir contains water vapour. When the warm water vapour touches the cold glass, it loses heat to the glass and condenses (changes from gas to liquid) into tiny water droplets.',
  }),
  choice({
    difficulty: 1,
    marks: 2,
    text: 'On which day will wet clothes hung outside dry the fastest?',
    options: ['A cool, still day', 'A hot, windy day', 'A cool, windy day', 'A hot, still day'],
    correct: 2,
    solution:
      'Water evaporates faster when the temperature is higher and when there is more wind (moving air carries the water vapour away).\nA hot, windy day has both.',
  }),
  open({
    difficulty: 2,
    text: 'Aisyah spread a wet towel out flat, and hung another identical wet towel folded in half. The spread-out towel dried faster. Explain why.',
    answer: 'The spread-out towel has a larger exposed surface area, so water evaporates from it faster.',
    criteria: [
      crit('area', 1, 'Larger exposed surface area', [
        'larger surface area',
        'bigger surface area',
        'more surface area',
        'larger exposed surface',
        'more surface',
        'larger area',
        'bigger area',
      ]),
      crit(
        'evaporate',
        1,
        'Water evaporates faster',
        ['evaporate', 'evaporates', 'evaporation', 'evaporated'],
        ['faster', 'more quickly', 'quicker'],
      ),
    ],
    model:
      'The spread-out towel has a larger surface area exposed to the air, so the water evaporates faster.',
    solution:
      'The bigger the surface area exposed to the air, the faster water evaporates.\nSpread out, the towel exposes more surface than when it is folded, so it dries faster.',
  }),
  choice({
    difficulty: 1,
    marks: 2,
    text: 'At what temperature does pure ice melt?',
    options: ['−10 °C', '0 °C', '37 °C', '100 °C'],
    correct: 2,
    solution: 'Pure ice melts at 0 °C. (Pure water boils at 100 °C.)',
  }),
  multi({
    difficulty: 2,
    text: 'The water cycle moves water between the sea, the air and the land.',
    parts: [
      text({
        difficulty: 1,
        text: 'What is the process called when water from the sea changes into water vapour?',
        accepted: ['evaporation', 'evaporate', 'evaporates'],
        solution: 'The Sun heats the sea; water gains heat and evaporates into water vapour.',
      }),
      text({
        difficulty: 1,
        text: 'High in the sky, water vapour loses heat and forms tiny water droplets that make up clouds. What is this process called?',
        accepted: ['condensation', 'condense', 'condenses'],
        solution: 'Water vapour rises, cools (loses heat) and condenses into tiny droplets: clouds.',
      }),
      open({
        difficulty: 2,
        text: 'Why is the water cycle important to living things?',
        answer:
          'It brings fresh water back to the land (as rain), so living things have a continuous supply of fresh water.',
        criteria: [
          crit('fresh-water', 1, 'It gives a (continuous) supply of fresh water to living things', [
            'fresh water',
            'freshwater',
            'supply of water',
            'water to drink',
            'rain',
          ]),
        ],
        model:
          'The water cycle brings rain, so living things have a continuous supply of fresh water to drink and use.',
        solution:
          'Sea water is salty. Through evaporation, condensation and rain, the water cycle brings fresh water back to land, so plants and animals always have fresh water.',
      }),
    ],
  }),
]

const reproduction = [
  choice({
    difficulty: 1,
    marks: 2,
    text: 'What is pollination?',
    options: [
      'The fertilised egg cell growing into a seed',
      'The transfer of pollen grains from the anther to the stigma',
      'The seed growing into a young plant',
      'The scattering of fruits away from the parent plant',
    ],
    correct: 2,
    solution:
      'Pollination is the transfer of pollen grains from the anther (male part) to the stigma (female part). Fertilisation, seed formation, dispersal and germination come after it.',
  }),
  choice({
    difficulty: 2,
    marks: 2,
    text: 'A fruit is light and has wing-like parts. How is it most likely dispersed?',
    options: ['By water', 'By wind', 'By animals', 'By splitting'],
    correct: 2,
    solution:
      'Light fruits with wing-like or hairy parts are carried by the wind. Fibrous, waterproof husks (like the coconut) are dispersed by water; hooks or juicy flesh mean animals.',
  }),
  open({
    difficulty: 3,
    text: 'Explain why it is important for seeds to be dispersed away from the parent plant.',
    answer:
      'So the young plants do not compete with the parent plant (and each other) for sunlight, water, space and mineral salts.',
    criteria: [
      crit('compete', 1, 'Less competition with the parent plant / each other', [
        'compete',
        'competition',
        'fight for',
        'share',
      ]),
      crit('resources', 1, 'Names what they compete for: sunlight, water, space or mineral salts', [
        'sunlight',
        'light',
        'water',
        'space',
        'mineral salts',
        'nutrients',
      ]),
    ],
    model:
      'If the seeds grow near the parent plant, the young plants must compete with the parent plant for sunlight, water, space and mineral salts. Dispersal means less competition, so more of them survive.',
    solution:
      'Young plants that grow right under the parent would have to compete with it for sunlight, water, space and mineral salts, and many would die.\nDispersal spreads the seeds out, so there is less competition and more survive. It also lets the plant grow in new places.',
    markingScheme:
      '2 marks in all:\n- 1 mark: less competition with the parent plant (or between the young plants).\n- 1 mark: names what they compete for (sunlight, water, space, mineral salts).\nAccept the idea in the child’s own words.',
  }),
  text({
    difficulty: 1,
    text: 'After fertilisation, which part of the flower develops into the fruit?',
    accepted: ['ovary', 'the ovary'],
    solution: 'After fertilisation, the ovary develops into the fruit and the ovules develop into the seeds.',
  }),
  choice({
    difficulty: 2,
    marks: 2,
    text: 'In humans, where does fertilisation usually take place?',
    options: ['In the ovary', 'In the womb', 'In the egg tube (fallopian tube)', 'In the testis'],
    correct: 3,
    solution:
      'The egg is released from the ovary and travels along the egg tube, where a sperm may fertilise it. The fertilised egg then moves to the womb and develops there.',
  }),
]

const cells = [
  choice({
    difficulty: 1,
    marks: 2,
    text: 'Which part is found in a plant cell but NOT in an animal cell?',
    options: ['Nucleus', 'Cell membrane', 'Cytoplasm', 'Cell wall'],
    correct: 4,
    solution:
      'Both plant and animal cells have a nucleus, cell membrane and cytoplasm. Only plant cells have a cell wall (and many also have chloroplasts).',
  }),
  text({
    difficulty: 1,
    text: 'Which part of a cell controls all the activities in the cell?',
    accepted: ['nucleus', 'the nucleus'],
    solution: 'The nucleus controls the activities of the cell and contains its genetic information.',
  }),
  open({
    difficulty: 2,
    text: 'Cells from the root of a plant have no chloroplasts. Explain why root cells do not need chloroplasts.',
    answer:
      'Roots are underground and receive no light, so they cannot make food by photosynthesis; chloroplasts (which trap light) would be of no use.',
    criteria: [
      crit('no-light', 1, 'Roots are underground / get no light', [
        'no light',
        'no sunlight',
        'underground',
        'in the soil',
        'do not receive light',
        'dark',
      ]),
      crit('no-photosynthesis', 1, 'So they do not photosynthesise / make food', [
        'photosynthesis',
        'photosynthesise',
        'make food',
        'trap light',
      ]),
    ],
    model:
      'Roots grow underground in the soil where there is no light, so they cannot trap light to make food by photosynthesis.',
    solution:
      'Chloroplasts contain chlorophyll, which traps light for photosynthesis.\nRoots are under the soil and get no light, so they cannot carry out photosynthesis. Chloroplasts would be useless there.',
  }),
  choice({
    difficulty: 2,
    marks: 2,
    text: 'Which part of a cell controls the movement of substances into and out of the cell?',
    options: ['Cell wall', 'Cell membrane', 'Chloroplast', 'Nucleus'],
    correct: 2,
    solution:
      'The cell membrane controls what goes in and out of the cell. The cell wall only gives the plant cell its shape and support.',
  }),
  choice({
    difficulty: 2,
    marks: 2,
    text: 'Which instrument would Ravi use to look at onion cells?',
    options: ['Telescope', 'Microscope', 'Thermometer', 'Periscope'],
    correct: 2,
    solution: 'Cells are too small to see with our eyes alone. A microscope magnifies them.',
  }),
]

const bodySystems = [
  choice({
    difficulty: 1,
    marks: 2,
    text: 'In the lungs, which gas passes from the air into the blood?',
    options: ['Carbon dioxide', 'Oxygen', 'Water vapour', 'Nitrogen'],
    correct: 2,
    solution:
      'In the air sacs of the lungs, oxygen passes into the blood and carbon dioxide passes out of the blood to be breathed out.',
  }),
  open({
    difficulty: 3,
    text: 'Daniel ran round the field. His heart beat faster and he breathed faster. Explain why his body needs this during exercise.',
    answer:
      'His muscles need more oxygen and digested food to release more energy. The heart beats faster to pump blood carrying oxygen to the muscles more quickly; he breathes faster to take in more oxygen and remove more carbon dioxide.',
    criteria: [
      crit('more-oxygen', 1, 'Muscles need more oxygen', ['more oxygen'], ['muscles', 'muscle', 'body']),
      crit('energy', 1, 'To release more energy', ['energy']),
      crit('co2', 1, 'To remove carbon dioxide faster', ['carbon dioxide']),
    ],
    model:
      'During exercise his muscles need more oxygen to release more energy. His heart beats faster to pump blood with oxygen to the muscles quickly, and he breathes faster to take in more oxygen and remove carbon dioxide faster.',
    solution:
      'Running muscles use food and oxygen to release energy, and this makes carbon dioxide.\n- Breathing faster: more oxygen in, more carbon dioxide out.\n- Heart beating faster: blood carries the oxygen (and digested food) to the muscles faster and takes the carbon dioxide away.',
  }),
  choice({
    difficulty: 2,
    marks: 2,
    text: 'How does a fish take in oxygen?',
    options: [
      'It swims to the surface to breathe air with its lungs.',
      'Its gills take in oxygen dissolved in the water.',
      'It takes in oxygen through its scales.',
      'It gets oxygen from the food it eats.',
    ],
    correct: 2,
    solution:
      'Fish have gills. As water passes over the gills, they take in the oxygen dissolved in the water.',
  }),
  text({
    difficulty: 1,
    text: 'Name the blood vessels that carry blood away from the heart.',
    accepted: ['arteries', 'artery'],
    solution:
      'Arteries carry blood away from the heart; veins carry blood back to the heart; capillaries join them.',
  }),
  choice({
    difficulty: 2,
    marks: 2,
    text: 'Which system carries digested food and oxygen to all parts of the body?',
    options: ['Digestive system', 'Respiratory system', 'Circulatory system', 'Skeletal system'],
    correct: 3,
    solution:
      'The circulatory system (heart, blood and blood vessels) transports digested food, oxygen and water around the body.',
  }),
]

const plantTransport = [
  choice({
    difficulty: 1,
    marks: 2,
    text: 'Which tubes carry water and mineral salts from the roots to the leaves?',
    options: ['Food-carrying tubes', 'Water-carrying tubes', 'Air sacs', 'Blood vessels'],
    correct: 2,
    solution:
      'Water-carrying tubes (xylem) carry water and mineral salts up from the roots. Food-carrying tubes (phloem) carry food made in the leaves to other parts.',
  }),
  open({
    difficulty: 3,
    text: 'Farid removed a ring of bark, including the food-carrying tubes, from the stem of a plant. After some weeks, the part of the stem just above the ring became swollen. Explain why.',
    answer:
      'Food made in the leaves is carried down by the food-carrying tubes. With the ring removed, the food cannot move past the ring, so it collects above the ring and the stem swells.',
    criteria: [
      crit(
        'food-tubes',
        1,
        'Food from the leaves travels in the food-carrying tubes',
        ['food'],
        ['food-carrying tubes', 'food carrying tubes', 'phloem', 'from the leaves'],
      ),
      crit('blocked', 1, 'Food cannot pass the ring, so it collects above it', [
        'cannot pass',
        'cannot move',
        'cannot be transported',
        'cannot go',
        'collects',
        'accumulates',
        'builds up',
        'stuck',
      ]),
    ],
    model:
      'Food made in the leaves is carried down by the food-carrying tubes. The ring was removed, so the food cannot pass the ring. The food collects above the ring and the stem swells.',
    solution:
      'The food-carrying tubes are just under the bark. Removing the ring cuts them.\nFood made in the leaves travels down but cannot cross the gap, so it collects just above the ring, which swells up.',
  }),
  text({
    difficulty: 1,
    text: 'Water escapes from a plant as water vapour mainly through tiny openings on the underside of its leaves. What are these openings called?',
    accepted: ['stomata', 'stoma', 'pores'],
    solution:
      'Tiny openings called stomata (one stoma) let water vapour out and let gases in and out of the leaf.',
  }),
  choice({
    difficulty: 2,
    marks: 2,
    text: 'A celery stalk was left in red-coloured water. When it was cut across, red dots were seen in the stalk. What were the red dots?',
    options: ['Food-carrying tubes', 'Water-carrying tubes', 'Cell walls', 'Stomata'],
    correct: 2,
    solution:
      'The red water travelled up the water-carrying tubes, so the cut ends of these tubes show as red dots.',
  }),
  choice({
    difficulty: 2,
    marks: 2,
    text: 'Which of these would a plant’s food-carrying tubes transport?',
    options: [
      'Sugar made in the leaves',
      'Water from the soil',
      'Oxygen from the air',
      'Mineral salts from the soil',
    ],
    correct: 1,
    solution:
      'Food-carrying tubes transport food (sugar) made in the leaves to all parts of the plant. Water and mineral salts travel in the water-carrying tubes.',
  }),
]

const electricity = [
  choice({
    difficulty: 1,
    marks: 2,
    text: 'In which circuit will the bulb light up?',
    images: [
      {
        svg: circuits('Four circuits', [
          { cells: 1, bulbs: 1, switchClosed: false },
          { cells: 1, bulbs: 1, switchClosed: true, gap: true },
          { cells: 1, bulbs: 1, switchClosed: true },
          { cells: 1, bulbs: 1, switchClosed: false, gap: true },
        ]),
        alt: 'Four circuits, each with one cell and one bulb: (1) switch open; (2) switch closed but a break in the wire; (3) switch closed and no breaks; (4) switch open and a break in the wire.',
      },
    ],
    options: ['Circuit (1)', 'Circuit (2)', 'Circuit (3)', 'Circuit (4)'],
    correct: 3,
    solution:
      'A bulb lights only in a closed circuit: an unbroken path from the cell, through the bulb and back.\n(1) and (4) have the switch open, and (2) and (4) have a break in the wire. Only circuit (3) is closed.',
  }),
  choice({
    difficulty: 1,
    marks: 2,
    text: 'Which of these materials is an electrical conductor?',
    options: ['Rubber', 'Plastic', 'Copper', 'Wood'],
    correct: 3,
    solution:
      'Metals such as copper conduct electricity. Rubber, plastic and wood are electrical insulators.',
  }),
  open({
    difficulty: 2,
    text: 'Electrical wires are made of copper and covered with plastic. Give a reason for each material.',
    answer:
      'Copper is a good conductor of electricity, so electricity flows through the wire. Plastic is an electrical insulator, so it stops electricity from flowing into our body when we touch the wire.',
    criteria: [
      crit('copper', 1, 'Copper is a (good) conductor of electricity', [
        'copper is a good conductor',
        'copper is a conductor',
        'copper conducts electricity',
        'copper can conduct electricity',
        'copper allows electricity',
        'copper lets electricity',
        'electricity can flow through copper',
        'electricity flows through copper',
      ]),
      crit('plastic', 1, 'Plastic is an insulator, for safety (no electric shock)', [
        'plastic is an insulator',
        'plastic is an electrical insulator',
        'plastic is a good insulator',
        'plastic is a poor conductor',
        'plastic does not conduct',
        'plastic cannot conduct',
        'plastic does not allow electricity',
        'plastic insulates',
        'plastic is not a conductor',
      ]),
    ],
    model:
      'Copper is a good conductor of electricity, so electricity can flow through the wire. Plastic is an insulator of electricity, so we will not get an electric shock when we touch the wire.',
    solution:
      'Copper is a metal that conducts electricity well, so it carries the current.\nPlastic is an electrical insulator. Covering the copper with plastic keeps the electricity inside the wire, so we do not get an electric shock.',
  }),
  choice({
    difficulty: 2,
    marks: 2,
    text: 'Circuit (1) has one cell and one bulb. Circuit (2) has two cells in series and an identical bulb. How does the bulb in circuit (2) compare with the bulb in circuit (1)?',
    images: [
      {
        svg: circuits('Circuits (1) and (2)', [
          { cells: 1, bulbs: 1, switchClosed: true },
          { cells: 2, bulbs: 1, switchClosed: true },
        ]),
        alt: 'Circuit (1) has one cell and one bulb; circuit (2) has two cells in a row and one bulb. Both switches are closed.',
      },
    ],
    options: ['Dimmer', 'Brighter', 'The same brightness', 'It does not light up'],
    correct: 2,
    solution:
      'More cells in series give a bigger push of electricity, so more current flows through the bulb and it is brighter.',
  }),
  multi({
    difficulty: 3,
    text: 'Kumar set up a circuit with one cell, two identical bulbs in a row (in series) and a switch. He closed the switch and both bulbs lit up.',
    images: [
      {
        svg: circuits('A series circuit with two bulbs', [{ cells: 1, bulbs: 2, switchClosed: true }]),
        alt: 'A circuit with one cell, two bulbs one after the other and a closed switch.',
      },
    ],
    parts: [
      choice({
        difficulty: 2,
        text: 'One bulb fused (its filament broke). What happened to the other bulb?',
        options: ['It became brighter.', 'It became dimmer.', 'It went out.', 'Nothing changed.'],
        correct: 3,
        solution:
          'In a series circuit there is only one path. When one bulb fuses, the path is broken (an open circuit), so the other bulb goes out too.',
      }),
      open({
        difficulty: 3,
        text: 'Explain your answer to (a).',
        answer:
          'The bulbs are in series, so there is only one path for electricity. The fused bulb breaks the path, the circuit is open and no electricity flows.',
        criteria: [
          crit('one-path', 1, 'There is only one path / the circuit is broken', [
            'one path',
            'single path',
            'broken',
            'open circuit',
            'incomplete',
          ]),
          crit('no-current', 1, 'No electricity flows through the other bulb', [
            'no electricity',
            'no current',
            'electricity cannot flow',
            'current cannot flow',
            'electricity does not flow',
            'no electric current',
          ]),
        ],
        model:
          'The bulbs are in series so there is only one path. The fused bulb makes it an open circuit, so electricity cannot flow through the other bulb.',
        solution:
          'A fused bulb has a broken filament, which breaks the only path in a series circuit. The circuit becomes open, no electric current flows, so the other bulb goes out.',
      }),
    ],
  }),
]

export const scienceP5: BankQuestion[] = [
  ...topic('P5', 'Science', 'Water and Changes of State', water),
  ...topic('P5', 'Science', 'Reproduction in Plants and Humans', reproduction),
  ...topic('P5', 'Science', 'Cells', cells),
  ...topic('P5', 'Science', 'Respiratory and Circulatory Systems', bodySystems),
  ...topic('P5', 'Science', 'Plant Transport System', plantTransport),
  ...topic('P5', 'Science', 'Electrical Systems', electricity),
]
