/** P4 English: grammar, vocabulary, synthesis, editing, comprehension, listening and reading aloud. */
import { choice, crit, forgivingSpelling, open, oral, strictSpelling, text, topic } from './build'
import { PASSAGES } from './english-passages'
import type { BankQuestion } from './types'

const grammar = [
  choice({
    difficulty: 1,
    text: 'My brother and I ______ to school every morning.',
    options: ['walk', 'walks', 'walking', 'has walked'],
    correct: 1,
    solution: '"My brother and I" is two people, a plural subject, so we use the plural verb "walk".',
  }),
  choice({
    difficulty: 1,
    text: 'Look! The baby ______ on the sofa.',
    options: ['sleep', 'sleeps', 'is sleeping', 'slept'],
    correct: 3,
    solution:
      '"Look!" tells us it is happening right now, so we use the present continuous tense: "is sleeping".',
  }),
  choice({
    difficulty: 1,
    text: 'Siti ______ her homework before dinner yesterday.',
    options: ['finish', 'finishes', 'finishing', 'finished'],
    correct: 4,
    solution: '"Yesterday" tells us the action is in the past, so we use the past tense "finished".',
  }),
  choice({
    difficulty: 2,
    text: 'There are ______ oranges than apples in the basket.',
    options: ['less', 'fewer', 'little', 'least'],
    correct: 2,
    solution:
      'Oranges can be counted, so we use "fewer". "Less" is for things we cannot count, like water or sand.',
  }),
  choice({
    difficulty: 2,
    text: 'This is the ______ story I have ever read.',
    options: ['interesting', 'more interesting', 'most interesting', 'interestingest'],
    correct: 3,
    solution:
      '"Ever" compares this story with all the others, so we need the superlative. Long adjectives use "most": "the most interesting".',
  }),
  choice({
    difficulty: 2,
    text: 'The children were very excited ______ the school trip.',
    options: ['about', 'of', 'at', 'with'],
    correct: 1,
    solution: 'We say "excited about" something that is going to happen.',
  }),
]

const vocabulary = [
  choice({
    difficulty: 1,
    text: 'The road was wet and slippery, so Mr Tan drove ______.',
    options: ['carelessly', 'carefully', 'loudly', 'proudly'],
    correct: 2,
    solution: 'A wet, slippery road is dangerous, so a sensible driver drives carefully.',
  }),
  choice({
    difficulty: 1,
    text: 'The children were **delighted** with their presents. The word "delighted" means ______.',
    options: ['very pleased', 'very tired', 'very angry', 'very scared'],
    correct: 1,
    solution: '"Delighted" means very pleased or very happy.',
  }),
  text({
    difficulty: 1,
    text: 'Write a word that means the opposite of "ancient".',
    accepted: ['modern', 'new', 'recent'],
    solution: '"Ancient" means very old, so its opposite is "modern" (or "new").',
  }),
  choice({
    difficulty: 2,
    text: 'A group of fish swimming together is called a ______ of fish.',
    options: ['herd', 'flock', 'school', 'pack'],
    correct: 3,
    solution: 'We say a school of fish, a herd of cows, a flock of birds and a pack of wolves.',
  }),
  text({
    difficulty: 2,
    text: 'Fill in the blank with the correct form of the word in brackets.\n\nAli showed great ______ (brave) when he rescued the kitten.',
    accepted: ['bravery'],
    spellingTolerance: 0,
    solution: 'After "great" we need a noun. The noun form of "brave" is "bravery".',
  }),
]

const synthesis = [
  text({
    difficulty: 1,
    text: 'Join the two sentences using "and".\n\nMei Ling likes to sing. Mei Ling likes to dance.',
    accepted: [
      'Mei Ling likes to sing and dance.',
      'Mei Ling likes to sing and to dance.',
      'Mei Ling likes singing and dancing.',
      'Mei Ling likes to sing and likes to dance.',
    ],
    solution:
      'Both sentences have the same subject, "Mei Ling likes to", so we say it once: "Mei Ling likes to sing and dance."',
  }),
  text({
    difficulty: 1,
    text: 'Join the two sentences using "because".\n\nIt was raining heavily. The football match was cancelled.',
    accepted: [
      'The football match was cancelled because it was raining heavily.',
      'Because it was raining heavily, the football match was cancelled.',
    ],
    solution:
      'The rain is the reason, so "because" goes before it: "The football match was cancelled because it was raining heavily."',
  }),
  text({
    difficulty: 2,
    text: 'Rewrite the sentences, beginning with "Although".\n\nRavi was tired. Ravi finished his homework.',
    accepted: [
      'Although Ravi was tired, he finished his homework.',
      'Although Ravi was tired, Ravi finished his homework.',
      'Although he was tired, Ravi finished his homework.',
    ],
    solution:
      '"Although" shows a contrast: being tired did not stop him. "Although Ravi was tired, he finished his homework."',
  }),
  text({
    difficulty: 2,
    text: 'Join the two sentences using "who".\n\nThe girl won the race. She is my cousin.',
    accepted: ['The girl who won the race is my cousin.', 'My cousin is the girl who won the race.'],
    solution: '"Who" replaces "she" and tells us which girl: "The girl who won the race is my cousin."',
  }),
  text({
    difficulty: 3,
    text: 'Join the two sentences using "too ... to".\n\nThe box was very heavy. Siti could not lift it.',
    accepted: ['The box was too heavy for Siti to lift.', 'The box was too heavy for her to lift.'],
    solution:
      '"Too ... to" shows that something is more than enough to stop an action. Note that "it" is dropped: "The box was too heavy for Siti to lift."',
  }),
]

/** Editing: the child writes the corrected word; the mistaken spelling itself must not be forgiven. */
const editing = [
  text({
    difficulty: 1,
    text: 'The word in bold is spelt wrongly. Write it correctly.\n\nWe went to the **libary** after school.',
    accepted: ['library'],
    spellingTolerance: 0,
    solution: 'Library has two r’s: li-b-r-a-r-y.',
  }),
  text({
    difficulty: 2,
    text: 'The word in bold is spelt wrongly. Write it correctly.\n\nHe **recieved** a letter from his pen pal.',
    accepted: ['received'],
    spellingTolerance: 0,
    solution: 'Remember: "i before e, except after c". After the c we write e-i: re-c-e-i-ved.',
  }),
  text({
    difficulty: 1,
    text: 'The word in bold is wrong. Write the correct word.\n\nYesterday, she **go** to the market with her mother.',
    accepted: ['went'],
    solution: '"Yesterday" is in the past, so "go" must be in the past tense: "went".',
  }),
  text({
    difficulty: 1,
    text: 'The word in bold is wrong. Write the correct word.\n\nThere **is** many birds in the garden.',
    accepted: ['are'],
    solution: '"Many birds" is plural, so we need "are": "There are many birds in the garden."',
  }),
  text({
    difficulty: 2,
    text: 'The word in bold is wrong. Write the correct word.\n\nThe **childrens** played happily in the playground.',
    accepted: ['children'],
    spellingTolerance: 0,
    solution: '"Children" is already the plural of "child", so it never takes an extra s.',
  }),
]

const comprehension = [
  choice({
    difficulty: 1,
    passageRef: PASSAGES.kite,
    text: 'What did Wei Jie and his grandfather use to make the kite?',
    options: [
      'Plastic, wire and string',
      'Bamboo sticks, red paper and string',
      'Newspaper, glue and ribbon',
      'Wooden rods, cloth and string',
    ],
    correct: 2,
    solution:
      'Paragraph 1 says they made the kite "from thin bamboo sticks, red paper and a long roll of string".',
  }),
  text({
    difficulty: 2,
    passageRef: PASSAGES.kite,
    text: 'Which two words in paragraph 3 show that Wei Jie felt very disappointed?',
    accepted: ['heart sank', 'his heart sank', 'Wei Jie’s heart sank'],
    solution:
      'When your "heart sinks", you suddenly feel very disappointed or sad. Paragraph 3 says "Wei Jie’s heart sank".',
  }),
  open({
    difficulty: 3,
    passageRef: PASSAGES.kite,
    text: 'What did Grandpa mean when he said, "A torn kite is not a broken kite"?',
    answer:
      'He meant that the kite was only slightly damaged and could be repaired, so their hard work was not wasted.',
    criteria: [
      crit('repair', 1, 'The kite could still be repaired', [
        'repaired',
        'fixed',
        'mended',
        'patched',
        'repair',
        'fix it',
      ]),
      crit('not-wasted', 1, 'So their work was not wasted / no need to be upset', [
        'not wasted',
        'not ruined',
        'not spoilt',
        'no need to be sad',
        'not to be sad',
        'no need to worry',
        'still be used',
        'still fly',
      ]),
    ],
    model:
      'He meant that the kite was only a little damaged and could be repaired, so their hard work was not wasted.',
    solution:
      'The paper was torn, but the sticks were "still whole" (paragraph 4). Grandpa meant that a small tear can be repaired, so the kite could still fly and their work was not wasted. They patched it that evening.',
  }),
  open({
    difficulty: 2,
    passageRef: PASSAGES.kite,
    text: 'What did Wei Jie decide to do the next time he flew a kite? Why?',
    answer:
      'He decided to tie the string around his wrist, so that the wind could never snatch it away again.',
    criteria: [
      crit('wrist', 1, 'Tie the string around his wrist', ['wrist']),
      crit('why', 1, 'So that the wind could not snatch it away / he would not lose it', [
        'never snatch',
        'not snatch',
        'cannot snatch',
        'not be snatched',
        'not fly away',
        'not lose',
        'not be blown away',
        'not pull it away',
      ]),
    ],
    model:
      'He decided to tie the string around his wrist so that the wind could never snatch it away and he would not lose the kite.',
    solution:
      'Paragraph 5: he would "tie the string around his wrist the next time, so that the wind could never snatch it away again".',
  }),
  choice({
    difficulty: 1,
    passageRef: PASSAGES.otters,
    text: 'Which of these is NOT mentioned as something that helps otters live in the water?',
    options: ['Webbed feet', 'A long, strong tail', 'Thick fur', 'Sharp claws'],
    correct: 4,
    solution:
      'Paragraph 2 mentions webbed feet, a long strong tail and thick fur, and that they can close their ears and noses. Sharp claws are not mentioned.',
  }),
  text({
    difficulty: 1,
    passageRef: PASSAGES.otters,
    text: 'What is the main food of otters?',
    accepted: ['fish'],
    solution: 'Paragraph 3 begins: "Fish is the main food of otters."',
  }),
  open({
    difficulty: 2,
    passageRef: PASSAGES.otters,
    text: 'Why were otters rarely seen in Singapore forty years ago?',
    answer: 'The rivers were too dirty, so there were not enough fish for the otters to eat.',
    criteria: [
      crit('dirty', 1, 'The rivers were dirty / polluted', ['dirty', 'polluted', 'unclean']),
      crit('no-fish', 1, 'So there were not enough fish (their food)', [
        'not enough fish',
        'no fish',
        'few fish',
        'fewer fish',
        'less fish',
        'little fish',
        'fish could not live',
        'fish died',
        'not enough food',
        'no food',
      ]),
    ],
    model: 'The rivers were too dirty, so there were not enough fish for the otters to eat.',
    solution:
      'Paragraph 4: the rivers "were too dirty for the fish they eat". No fish meant no food for otters. When the rivers were cleaned, the fish and the otters came back.',
  }),
  open({
    difficulty: 2,
    passageRef: PASSAGES.otters,
    text: 'Give two reasons why people should not feed or touch wild otters.',
    answer: 'Otters may bite when they feel their young are in danger, and human food can make them ill.',
    criteria: [
      crit('bite', 1, 'They may bite (to protect their young)', ['bite', 'bites', 'attack']),
      crit('ill', 1, 'Human food can make them ill', ['ill', 'sick', 'unwell']),
    ],
    model: 'Otters may bite when they feel that their young are in danger, and human food can make them ill.',
    solution:
      'Paragraph 5 gives both reasons: wild otters "may bite when they feel that their young are in danger", and "human food can make them ill".',
  }),
]

const listeningAndOral = [
  choice({
    difficulty: 1,
    text: 'Listen to the announcement. When will Sports Day be held now?',
    listeningText:
      'Good morning, pupils. Because of the heavy rain, today’s Sports Day has been moved to next Friday. Please bring your PE attire on that day. Classes today will follow the normal timetable. Thank you.',
    options: ['Today', 'Tomorrow', 'Next Monday', 'Next Friday'],
    correct: 4,
    solution: 'The announcement says Sports Day "has been moved to next Friday".',
  }),
  choice({
    difficulty: 1,
    text: 'Listen to the conversation. What did Jun forget to pack?',
    listeningText:
      'Mum: Jun, have you packed your bag for the camp?\nJun: Yes, Mum. I packed my torch, my water bottle and two T-shirts.\nMum: What about your raincoat? It may rain in the afternoon.\nJun: Oh no, I forgot! I will pack it now.',
    options: ['His torch', 'His water bottle', 'His T-shirts', 'His raincoat'],
    correct: 4,
    solution:
      'Jun packed the torch, water bottle and T-shirts. When Mum asked about the raincoat, he said, "Oh no, I forgot!"',
  }),
  choice({
    difficulty: 2,
    text: 'Listen to the librarian. How many books can each pupil borrow at a time?',
    listeningText:
      'Welcome to the library talk. Today I will show you how to find a book using the computer. First, type the title or the author’s name. Then write down the call number and look for it on the shelves. Remember, you can borrow up to four books at a time, for two weeks.',
    options: ['Two', 'Three', 'Four', 'Six'],
    correct: 3,
    solution:
      'The librarian says, "you can borrow up to four books at a time, for two weeks". Two is the number of weeks, not books.',
  }),
  text({
    difficulty: 1,
    text: 'Listen to the weather report. What should you bring with you tomorrow afternoon?',
    listeningText:
      'Here is the weather for tomorrow. The morning will be sunny and hot. In the afternoon, there will be thunderstorms in most parts of the island. Remember to bring an umbrella if you are going out after lunch.',
    accepted: ['an umbrella', 'umbrella'],
    solution:
      'Thunderstorms are expected in the afternoon, and the report says, "Remember to bring an umbrella".',
  }),
  oral({
    difficulty: 2,
    text: 'Read the passage aloud clearly. Pause at the full stops and commas.\n\n"On Saturday mornings, the market near my home is full of life. Stallholders call out their prices, and the smell of fresh bread drifts through the air. My grandmother always stops to chat with the fruit seller, who saves the sweetest mangoes for her. I carry the basket and help to count the change."',
    expectedText:
      'On Saturday mornings, the market near my home is full of life. Stallholders call out their prices, and the smell of fresh bread drifts through the air. My grandmother always stops to chat with the fruit seller, who saves the sweetest mangoes for her. I carry the basket and help to count the change.',
    solution:
      'Read at a steady pace, not too fast. Pause briefly at commas and a little longer at full stops. Say each word clearly, especially longer words like "stallholders" and "grandmother". Let your voice sound lively, because the market is "full of life".',
  }),
]

export const englishP4: BankQuestion[] = [
  ...topic('P4', 'English', 'Grammar', grammar),
  ...topic('P4', 'English', 'Vocabulary', vocabulary.map(strictSpelling)),
  ...topic('P4', 'English', 'Synthesis and Transformation', synthesis.map(strictSpelling)),
  ...topic('P4', 'English', 'Editing for Spelling and Grammar', editing.map(strictSpelling)),
  ...topic('P4', 'English', 'Comprehension', comprehension.map(forgivingSpelling)),
  ...topic('P4', 'English', 'Listening and Reading Aloud', listeningAndOral.map(forgivingSpelling)),
]
