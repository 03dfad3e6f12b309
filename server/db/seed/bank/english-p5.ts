/** P5 English: grammar, vocabulary, synthesis, editing, comprehension, listening and reading aloud. */
import { choice, crit, forgivingSpelling, open, oral, strictSpelling, text, topic } from './build'
import { PASSAGES } from './english-passages'
import type { BankQuestion } from './types'

const grammar = [
  choice({
    difficulty: 2,
    text: 'Each of the pupils ______ given a worksheet at the start of the lesson.',
    options: ['were', 'was', 'are', 'have'],
    correct: 2,
    solution:
      'The subject is "each", which means every single one, so it takes a singular verb: "Each of the pupils was given…".',
  }),
  choice({
    difficulty: 1,
    text: 'If it ______ tomorrow, we will play games indoors.',
    options: ['rains', 'rained', 'raining', 'will rain'],
    correct: 1,
    solution:
      'In a sentence about a likely future event, the "if" part uses the simple present: "If it rains tomorrow, we will…".',
  }),
  choice({
    difficulty: 2,
    text: 'The birthday cake ______ by my sister last night.',
    options: ['baked', 'was baked', 'is baking', 'has bake'],
    correct: 2,
    solution:
      'The cake did not bake anything: something was done to it. That is the passive voice, past tense: "was baked".',
  }),
  choice({
    difficulty: 1,
    text: 'Mr Lim has been teaching at this school ______ 2019.',
    options: ['for', 'since', 'from', 'at'],
    correct: 2,
    solution: 'Use "since" with a point in time (2019) and "for" with a length of time (five years).',
  }),
  choice({
    difficulty: 3,
    text: 'Neither Ali nor his friends ______ at the party.',
    options: ['was', 'is', 'were', 'has been'],
    correct: 3,
    solution:
      'With "neither … nor", the verb agrees with the nearer subject. "His friends" is plural, so we use "were".',
  }),
  choice({
    difficulty: 2,
    text: 'You will help me with the decorations, ______?',
    options: ['will you', "won't you", "don't you", "aren't you"],
    correct: 2,
    solution:
      'A positive statement takes a negative question tag with the same helping verb: "You will …, won’t you?"',
  }),
]

const vocabulary = [
  choice({
    difficulty: 1,
    text: 'After the long climb, the hikers were **exhausted**. The word "exhausted" means ______.',
    options: ['very excited', 'very tired', 'very lost', 'very hungry'],
    correct: 2,
    solution: '"Exhausted" means so tired that you have no energy left.',
  }),
  choice({
    difficulty: 1,
    text: 'The teacher reminded us to ______ our answers before handing in the paper.',
    options: ['check', 'chase', 'cheat', 'chop'],
    correct: 1,
    solution: 'Before handing in a paper, we look over (check) our answers for mistakes.',
  }),
  text({
    difficulty: 2,
    text: 'Fill in the blank with the correct form of the word in brackets.\n\nThe magician’s tricks filled the audience with ______ (amaze).',
    accepted: ['amazement'],
    spellingTolerance: 0,
    solution: 'After "filled … with" we need a noun. The noun form of "amaze" is "amazement".',
  }),
  choice({
    difficulty: 2,
    text: 'The firefighters managed to ______ the fire within minutes.',
    options: ['put off', 'put up', 'put out', 'put on'],
    correct: 3,
    solution:
      'To "put out" a fire means to stop it burning. "Put off" means to delay, "put up" means to raise or to let someone stay, "put on" means to wear.',
  }),
  text({
    difficulty: 2,
    text: 'Write a word that means the opposite of "generous".',
    accepted: ['selfish', 'mean', 'stingy', 'miserly', 'ungenerous'],
    solution:
      'A generous person gives freely. The opposite is "selfish" or "mean" (not willing to share or give).',
  }),
]

const synthesis = [
  text({
    difficulty: 2,
    text: 'Rewrite the sentence using "unless".\n\nIf you do not water the plants, they will die.',
    accepted: ['Unless you water the plants, they will die.', 'The plants will die unless you water them.'],
    solution:
      '"Unless" means "if … not", so the "not" disappears: "Unless you water the plants, they will die."',
  }),
  text({
    difficulty: 2,
    text: 'Rewrite the sentence, beginning with the words given.\n\nThe storm damaged many trees.\n\nMany trees ______',
    accepted: ['Many trees were damaged by the storm.'],
    solution:
      'Start with what received the action and use the passive voice. "Trees" is plural and the storm was in the past: "Many trees were damaged by the storm."',
  }),
  text({
    difficulty: 2,
    text: 'Join the two sentences using "which".\n\nThe bicycle is red. I bought it yesterday.',
    accepted: [
      'The bicycle which I bought yesterday is red.',
      'The bicycle, which I bought yesterday, is red.',
    ],
    solution:
      '"Which" replaces "it" and tells us which bicycle: "The bicycle which I bought yesterday is red."',
  }),
  text({
    difficulty: 3,
    text: 'Rewrite the sentence in reported speech.\n\n"I am hungry," said Tom.',
    accepted: ['Tom said that he was hungry.', 'Tom said he was hungry.'],
    solution:
      'In reported speech "I" becomes "he" and "am" moves back in time to "was": "Tom said that he was hungry."',
  }),
  text({
    difficulty: 3,
    text: 'Rewrite the sentences, beginning with "Not only".\n\nSiti sings well. She dances well too.',
    accepted: [
      'Not only does Siti sing well, but she also dances well.',
      'Not only does Siti sing well, she also dances well.',
      'Not only does Siti sing well, but she dances well too.',
      'Not only does Siti sing well but she also dances well.',
    ],
    solution:
      'After "Not only" at the start, we need "does … sing" (the question order), then "but she also …": "Not only does Siti sing well, but she also dances well."',
  }),
]

const editing = [
  text({
    difficulty: 1,
    text: 'The word in bold is spelt wrongly. Write it correctly.\n\nIt was a **beautifull** day for a picnic.',
    accepted: ['beautiful'],
    spellingTolerance: 0,
    solution: 'The suffix "-ful" has only one l: beauti-ful.',
  }),
  text({
    difficulty: 2,
    text: 'The word in bold is wrong. Write the correct word.\n\nShe has **wrote** three letters to her grandmother.',
    accepted: ['written'],
    solution: 'After "has" we need the past participle: write → wrote → written. "She has written…".',
  }),
  text({
    difficulty: 2,
    text: 'The word in bold is wrong. Write the correct word.\n\nThe players are practising hard for **there** next match.',
    accepted: ['their'],
    spellingTolerance: 0,
    solution: '"Their" shows that something belongs to them (their match). "There" tells us a place.',
  }),
  text({
    difficulty: 1,
    text: 'The word in bold is wrong. Write the correct word.\n\nI **seen** him at the park yesterday.',
    accepted: ['saw'],
    solution: 'The simple past of "see" is "saw". "Seen" needs a helping verb (I have seen).',
  }),
  text({
    difficulty: 2,
    text: 'The word in bold is spelt wrongly. Write it correctly.\n\nIt is **neccessary** to wear a helmet when cycling.',
    accepted: ['necessary'],
    spellingTolerance: 0,
    solution: 'Necessary has one c and two s’s: ne-c-e-ss-ary. (Think: one Collar, two Sleeves.)',
  }),
]

const comprehension = [
  choice({
    difficulty: 1,
    passageRef: PASSAGES.fair,
    text: 'What was Nadia trying to show with her experiment?',
    options: [
      'That plants need sunlight to grow',
      'That plants grow faster when they listen to music',
      'That bean plants grow faster than other plants',
      'That plants grow better in silence',
    ],
    correct: 2,
    solution: 'Paragraph 1: "She wanted to show that plants grow faster when they listen to music."',
  }),
  open({
    difficulty: 3,
    passageRef: PASSAGES.fair,
    text: 'Why was Nadia’s experiment "not a fair test at all"?',
    answer:
      'She changed two things: the music and the amount of sunlight (the music pot was further from the window), so she could not tell which one affected the growth.',
    criteria: [
      crit('sunlight', 1, 'The music pot received less sunlight (further from the window)', [
        'less sunlight',
        'less light',
        'further from the window',
        'farther from the window',
        'away from the window',
      ]),
      crit('two-things', 1, 'Two things were changed, so the result cannot be due to the music alone', [
        'two things',
        'two variables',
        'more than one',
        'not only the music',
        'cannot tell',
        'could not tell',
        'not because of the music',
      ]),
    ],
    model:
      'The music pot was further from the window, so it got less sunlight. She changed two things, the music and the light, so she could not tell whether the music made the difference.',
    solution:
      'In a fair test only one thing is changed. Nadia changed the music AND the amount of sunlight (paragraph 2), so the result could be because of either.',
  }),
  text({
    difficulty: 2,
    passageRef: PASSAGES.fair,
    text: 'Which phrase in paragraph 3 shows that Nadia felt uncomfortable about pretending?',
    accepted: [
      'made her stomach twist',
      'her stomach twist',
      'stomach twist',
      'the idea made her stomach twist',
    ],
    solution: 'Paragraph 3 says "the idea made her stomach twist" — a feeling of guilt and discomfort.',
  }),
  open({
    difficulty: 3,
    passageRef: PASSAGES.fair,
    text: 'Why do you think the judges gave Nadia the award for "Best Scientific Thinking"? Give two reasons from the passage.',
    answer:
      'She was honest about her mistake instead of pretending, and she explained what went wrong and what she learnt (how to make it a fair test).',
    criteria: [
      crit('honest', 1, 'She was honest about her results / mistake', [
        'honest',
        'did not pretend',
        'told the truth',
        'did not lie',
        'truthful',
      ]),
      crit('learnt', 1, 'She explained what went wrong and what she learnt', [
        'learnt',
        'learned',
        'what went wrong',
        'explained',
        'fair test',
      ]),
    ],
    model:
      'She was honest about her mistake and did not pretend, and she explained what went wrong and what she learnt about a fair test.',
    solution:
      'The judge said real scientists make mistakes, and what matters is "being honest about them and learning how to do better" (paragraph 4). Nadia did both.',
  }),
  choice({
    difficulty: 1,
    passageRef: PASSAGES.bees,
    text: 'According to the passage, what is the most important thing bees do?',
    options: ['Make honey', 'Sting pests', 'Help plants to make seeds and fruits', 'Drink nectar'],
    correct: 3,
    solution: 'Paragraph 1: "they help plants to make seeds and fruits" — "far more important" than honey.',
  }),
  text({
    difficulty: 2,
    passageRef: PASSAGES.bees,
    text: 'What is the transfer of pollen from flower to flower called?',
    accepted: ['pollination'],
    solution: 'Paragraph 2: "This transfer of pollen is called pollination."',
  }),
  open({
    difficulty: 2,
    passageRef: PASSAGES.bees,
    text: 'Give two reasons why the number of bees has fallen.',
    answer:
      'Chemicals sprayed on crops harm bees, and growing cities leave fewer wild flowers for them to feed on.',
    criteria: [
      crit('chemicals', 1, 'Chemicals / sprays used on crops harm them', [
        'chemicals',
        'sprays',
        'sprayed',
        'pesticides',
      ]),
      crit('flowers', 1, 'Fewer wild flowers (food) as cities grow', [
        'fewer wild flowers',
        'fewer flowers',
        'less flowers',
        'less food',
        'cities grow',
        'cities',
        'no flowers',
      ]),
    ],
    model:
      'Chemicals sprayed on crops can harm bees, and as cities grow there are fewer wild flowers for them to feed on.',
    solution:
      'Paragraph 4 gives both reasons: chemicals sprayed on crops, and fewer wild flowers as cities grow.',
  }),
  choice({
    difficulty: 2,
    passageRef: PASSAGES.bees,
    text: 'Which of these is NOT suggested in the passage as a way to help bees?',
    options: [
      'Planting flowers on balconies',
      'Avoiding harmful sprays',
      'Keeping small green spaces in the city',
      'Buying more honey',
    ],
    correct: 4,
    solution:
      'Paragraph 5 suggests planting flowers, avoiding harmful sprays and green spaces. Buying honey is not mentioned.',
  }),
]

const listeningAndOral = [
  choice({
    difficulty: 1,
    text: 'Listen to the announcement. Where should the pupils gather?',
    listeningText:
      'Attention, all Primary Five pupils. The bus for the zoo trip will leave at eight thirty. Please gather at the school hall, not the canteen, by eight fifteen. Remember to bring your water bottle and a cap.',
    options: ['At the canteen', 'At the school hall', 'At the bus stop', 'At the zoo entrance'],
    correct: 2,
    solution: 'The speaker says, "gather at the school hall, not the canteen".',
  }),
  choice({
    difficulty: 2,
    text: 'Listen to the conversation. Why is Amir unhappy?',
    listeningText:
      'Lina: Amir, you look upset. What happened?\nAmir: I spent the whole weekend on my model volcano, but when I tested it this morning, nothing happened.\nLina: Did you use enough baking soda?\nAmir: I think so. Maybe the vinegar was too old.\nLina: Let’s try again at recess with fresh vinegar.',
    options: [
      'He lost his model volcano.',
      'His model volcano did not work.',
      'He forgot to do his homework.',
      'Lina broke his model.',
    ],
    correct: 2,
    solution: 'Amir says that when he tested the volcano, "nothing happened" — it did not work.',
  }),
  choice({
    difficulty: 2,
    text: 'Listen to the talk. How often should the class water the plants in the garden?',
    listeningText:
      'Good morning, class. Starting this week, each group will take care of one garden bed. Water the plants every Monday, Wednesday and Friday before assembly. Do not water them on rainy days, because too much water can rot the roots.',
    options: ['Every day', 'Three times a week', 'Once a week', 'Only on rainy days'],
    correct: 2,
    solution: 'Monday, Wednesday and Friday are three days, so the plants are watered three times a week.',
  }),
  text({
    difficulty: 2,
    text: 'Listen to the radio advertisement. On which day does the book sale end?',
    listeningText:
      'Book lovers, do not miss the great book sale at the Central Library! Storybooks and comics are going at half price. The sale starts this Wednesday and ends on Sunday at six in the evening. See you there!',
    accepted: ['Sunday', 'on Sunday'],
    solution: 'The advertisement says the sale "ends on Sunday at six in the evening".',
  }),
  oral({
    difficulty: 2,
    text: 'Read the passage aloud clearly, with expression.\n\n"The storm arrived without warning. Dark clouds rolled across the sky, and the wind howled through the trees. Within minutes, heavy rain was drumming on the roof. Mother hurried to close the windows while my little brother hid under the blanket. Then, as suddenly as it had begun, the storm was over."',
    expectedText:
      'The storm arrived without warning. Dark clouds rolled across the sky, and the wind howled through the trees. Within minutes, heavy rain was drumming on the roof. Mother hurried to close the windows while my little brother hid under the blanket. Then, as suddenly as it had begun, the storm was over.',
    solution:
      'Build up the tension: read the first sentences a little faster and stronger, as the storm comes. Stress action words like "howled", "drumming" and "hurried". Slow down for the last sentence, "the storm was over", to show that it is calm again.',
  }),
]

export const englishP5: BankQuestion[] = [
  ...topic('P5', 'English', 'Grammar', grammar),
  ...topic('P5', 'English', 'Vocabulary', vocabulary.map(strictSpelling)),
  ...topic('P5', 'English', 'Synthesis and Transformation', synthesis.map(strictSpelling)),
  ...topic('P5', 'English', 'Editing for Spelling and Grammar', editing.map(strictSpelling)),
  ...topic('P5', 'English', 'Comprehension', comprehension.map(forgivingSpelling)),
  ...topic('P5', 'English', 'Listening and Reading Aloud', listeningAndOral.map(forgivingSpelling)),
]
