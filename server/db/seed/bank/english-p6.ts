/** P6 English: grammar, vocabulary, synthesis, editing, comprehension, listening and reading aloud. */
import { choice, crit, forgivingSpelling, open, oral, strictSpelling, text, topic } from './build'
import { PASSAGES } from './english-passages'
import type { BankQuestion } from './types'

const grammar = [
  choice({
    difficulty: 3,
    text: 'Hardly had we reached the platform ______ the train pulled away.',
    options: ['than', 'when', 'then', 'after'],
    correct: 2,
    solution:
      'The pattern is "Hardly had … when …". ("No sooner had … than …" is the pattern that uses "than".)',
  }),
  choice({
    difficulty: 2,
    text: 'The number of pupils who cycle to school ______ increasing every year.',
    options: ['are', 'were', 'is', 'have been'],
    correct: 3,
    solution:
      'The subject is "the number", which is singular, so the verb is "is". (Compare: "A number of pupils are…")',
  }),
  choice({
    difficulty: 2,
    text: 'I wish I ______ how to play the guitar.',
    options: ['know', 'knew', 'known', 'will know'],
    correct: 2,
    solution:
      'After "I wish" about the present, we use the past tense to show it is not true now: "I wish I knew…".',
  }),
  choice({
    difficulty: 2,
    text: 'By the time we arrived at the hall, the concert ______.',
    options: ['has started', 'starts', 'had started', 'was start'],
    correct: 3,
    solution:
      'The concert started before we arrived (both in the past). The earlier action takes the past perfect: "had started".',
  }),
  choice({
    difficulty: 2,
    text: 'My grandfather is used to ______ up at five every morning.',
    options: ['wake', 'woke', 'waking', 'be woken'],
    correct: 3,
    solution:
      '"Be used to" (meaning "be familiar with") is followed by a noun or an -ing word: "is used to waking up".',
  }),
  choice({
    difficulty: 3,
    text: 'It was not until the lights came on ______ we saw the mess in the room.',
    options: ['when', 'that', 'then', 'so'],
    correct: 2,
    solution: 'The pattern is "It was not until … that …".',
  }),
]

const vocabulary = [
  choice({
    difficulty: 2,
    text: 'Despite losing the first match, the team remained **optimistic**. The word "optimistic" means ______.',
    options: ['hopeful', 'angry', 'tired', 'careless'],
    correct: 1,
    solution: 'An optimistic person expects good things to happen, so the closest meaning is "hopeful".',
  }),
  choice({
    difficulty: 1,
    text: 'After weeks of practice, the spelling test was **a piece of cake** for Hui Min. This means the test was ______.',
    options: ['very easy', 'very long', 'very tasty', 'very difficult'],
    correct: 1,
    solution: '"A piece of cake" is an idiom meaning something very easy.',
  }),
  text({
    difficulty: 2,
    text: 'Fill in the blank with the correct form of the word in brackets.\n\nThe ______ (decide) of the judges is final.',
    accepted: ['decision'],
    spellingTolerance: 0,
    solution: 'After "The" we need a noun. The noun form of "decide" is "decision".',
  }),
  choice({
    difficulty: 2,
    text: 'The detective found a **vital** clue under the carpet. The word "vital" means ______.',
    options: ['very small', 'very important', 'very old', 'very strange'],
    correct: 2,
    solution: '"Vital" means extremely important or necessary.',
  }),
  text({
    difficulty: 2,
    text: 'Write a word that means the opposite of "reluctant".',
    accepted: ['willing', 'eager', 'keen', 'enthusiastic'],
    solution: 'Reluctant means unwilling. The opposite is "willing" (or "eager", "keen").',
  }),
]

const synthesis = [
  text({
    difficulty: 3,
    text: 'Rewrite the sentence, beginning with "Despite".\n\nAlthough it was late, the shop was still crowded.',
    accepted: [
      'Despite the late hour, the shop was still crowded.',
      'Despite it being late, the shop was still crowded.',
      'Despite the fact that it was late, the shop was still crowded.',
      'Despite the lateness of the hour, the shop was still crowded.',
    ],
    solution:
      '"Despite" is followed by a noun or an -ing phrase, not a full clause: "Despite the late hour" or "Despite it being late".',
  }),
  text({
    difficulty: 3,
    text: 'Rewrite the sentence, beginning with "No sooner".\n\nAs soon as the bell rang, the pupils rushed out of the classroom.',
    accepted: [
      'No sooner had the bell rung than the pupils rushed out of the classroom.',
      'No sooner did the bell ring than the pupils rushed out of the classroom.',
    ],
    solution:
      'The pattern is "No sooner had + past participle … than …". The past participle of "ring" is "rung".',
  }),
  text({
    difficulty: 2,
    text: 'Join the two sentences using "whose".\n\nThat is the boy. His dog won the contest.',
    accepted: ['That is the boy whose dog won the contest.'],
    solution:
      '"Whose" replaces "his" to show the dog belongs to the boy: "That is the boy whose dog won the contest."',
  }),
  text({
    difficulty: 3,
    text: 'Rewrite the sentence in reported speech.\n\n"Will you help me tomorrow?" Mary asked John.',
    accepted: [
      'Mary asked John if he would help her the next day.',
      'Mary asked John whether he would help her the next day.',
      'Mary asked John if he would help her the following day.',
      'Mary asked John whether he would help her the following day.',
    ],
    solution:
      'A yes/no question is reported with "if" or "whether"; "you" → "he", "me" → "her", "will" → "would", "tomorrow" → "the next day".',
  }),
  text({
    difficulty: 2,
    text: 'Join the two sentences using "so … that".\n\nThe soup was very hot. We could not drink it.',
    accepted: [
      'The soup was so hot that we could not drink it.',
      "The soup was so hot that we couldn't drink it.",
    ],
    solution: '"So + adjective + that" shows the result: "The soup was so hot that we could not drink it."',
  }),
]

const editing = [
  text({
    difficulty: 2,
    text: 'The word in bold is spelt wrongly. Write it correctly.\n\nWe booked our **accomodation** a month before the trip.',
    accepted: ['accommodation'],
    spellingTolerance: 0,
    solution: 'Accommodation has a double c and a double m: a-cc-o-mm-odation.',
  }),
  text({
    difficulty: 1,
    text: 'The word in bold is wrong. Write the correct word.\n\nEveryone **have** finished the test.',
    accepted: ['has'],
    solution: '"Everyone" is singular, so it takes "has".',
  }),
  text({
    difficulty: 2,
    text: 'The words in bold are wrong. Write the correct word to replace them.\n\nKumar is **more taller** than his brother.',
    accepted: ['taller'],
    solution: '"Taller" is already the comparative of "tall". We never put "more" in front of an -er word.',
  }),
  text({
    difficulty: 2,
    text: 'The word in bold is wrong. Write the correct word.\n\nThe committee will announce **it’s** decision tomorrow.',
    accepted: ['its'],
    spellingTolerance: 0,
    solution: '"It’s" means "it is". To show that something belongs to "it", write "its" with no apostrophe.',
  }),
  text({
    difficulty: 2,
    text: 'The word in bold is spelt wrongly. Write it correctly.\n\nShe felt **embarassed** when she tripped on the stage.',
    accepted: ['embarrassed'],
    spellingTolerance: 0,
    solution: 'Embarrassed has a double r and a double s: emba-rr-a-ss-ed.',
  }),
]

const comprehension = [
  choice({
    difficulty: 1,
    passageRef: PASSAGES.market,
    text: 'What did Arjun’s aunt sell at the night market?',
    options: ['Hand-made bags', 'Hot food', 'Toys', 'Clothes'],
    correct: 1,
    solution: 'Paragraph 1: "She sold hand-made bags".',
  }),
  text({
    difficulty: 2,
    passageRef: PASSAGES.market,
    text: 'How much extra money did the elderly man give Arjun by mistake? Write the amount.',
    accepted: ['$30', '30 dollars', 'thirty dollars', '30'],
    solution:
      'He meant to give two $20 notes ($40) but gave one $20 and one $50 ($70). The extra amount is $70 − $40 = $30. Paragraph 4 confirms Arjun "returned the extra thirty dollars".',
  }),
  open({
    difficulty: 3,
    passageRef: PASSAGES.market,
    text: 'Paragraph 4 says Arjun "hesitated for only a moment". What does this tell you about him?',
    answer:
      'He was honest: he quickly decided to do the right thing and return the money, even though he could have kept it.',
    criteria: [
      crit('honest', 1, 'He is honest / does the right thing', [
        'honest',
        'right thing',
        'not greedy',
        'integrity',
        'truthful',
      ]),
      crit('quickly', 1, 'He decided quickly / did not think of keeping it for long', [
        'quickly',
        'at once',
        'immediately',
        'did not take long',
        'did not think long',
        'straight away',
      ]),
    ],
    model:
      'It tells me that Arjun is honest. He decided quickly to do the right thing and give back the money instead of keeping it.',
    solution:
      'Hesitating "for only a moment" means he paused very briefly before acting. He quickly chose to do the right thing, which shows he is honest.',
  }),
  open({
    difficulty: 3,
    passageRef: PASSAGES.market,
    text: 'Why did the man bring his whole family to the stall the next night? Why did Arjun’s face "grow warm"?',
    answer:
      'The man wanted his family to meet an honest young man (and thank him by buying bags). Arjun’s face grew warm because he felt shy / embarrassed but pleased at the praise.',
    criteria: [
      crit('meet', 1, 'The man wanted his family to meet Arjun / thank him for his honesty', [
        'meet',
        'thank',
        'honest young man',
        'reward',
      ]),
      crit('shy', 1, 'Arjun felt shy / embarrassed / proud at being praised', [
        'shy',
        'embarrassed',
        'proud',
        'pleased',
        'praised',
        'blushed',
        'blushing',
      ]),
    ],
    model:
      'The man wanted his family to meet an honest young man and thank him. Arjun’s face grew warm because he was shy and embarrassed, but pleased, when he was praised.',
    solution:
      'Paragraph 5: the man said, "I wanted them to meet an honest young man." A face that "grows warm" is blushing: Arjun felt shy at the praise, though he was happy (he "was smiling").',
  }),
  choice({
    difficulty: 1,
    passageRef: PASSAGES.plastic,
    text: 'What was the challenge that Class 6 Kindness took up?',
    options: [
      'To recycle all their plastic',
      'Not to use single-use plastic for one week',
      'To bring home-made food for a month',
      'To clean up the canteen',
    ],
    correct: 2,
    solution: 'Paragraph 1: "for one week, we would try not to use any single-use plastic".',
  }),
  open({
    difficulty: 2,
    passageRef: PASSAGES.plastic,
    text: 'How did the class solve the problem of drinks at the canteen? Give two things they did.',
    answer:
      'Mei brought spare metal cups from home, and the drink-stall auntie agreed to fill their own bottles.',
    criteria: [
      crit('cups', 1, 'Mei brought spare metal cups', ['metal cups', 'cups']),
      crit('bottles', 1, 'The drink stall filled their own bottles', [
        'bottles',
        'own bottle',
        'water bottles',
      ]),
    ],
    model:
      'Mei brought a box of spare metal cups from home, and the drink-stall auntie agreed to fill their own bottles.',
    solution:
      'Paragraph 2 gives both: Mei’s box of spare metal cups, and the drink-stall auntie filling their own bottles.',
  }),
  text({
    difficulty: 2,
    passageRef: PASSAGES.plastic,
    text: 'How much plastic did the class still use during the challenge week?',
    accepted: ['600 grams', '600 g', '600g', '600'],
    solution: 'Paragraph 4: "It came to only 600 grams".',
  }),
  open({
    difficulty: 3,
    passageRef: PASSAGES.plastic,
    text: 'Explain what the writer means by "The challenge lasted a week, but the habits have lasted much longer."',
    answer:
      'Although the challenge ended after a week, the class and their families kept using less plastic (carrying bottles, lunch boxes and bags) long after it.',
    criteria: [
      crit('ended', 1, 'The challenge itself was only a week', [
        'only a week',
        'ended',
        'was over',
        'one week',
        'finished',
      ]),
      crit(
        'kept',
        1,
        'But they kept the new habits (bottles, lunch boxes, own bags)',
        ['still', 'kept', 'continue', 'continued', 'carry on', 'carried on'],
        ['bottles', 'lunch boxes', 'bags', 'habits', 'less plastic'],
      ),
    ],
    model:
      'The challenge ended after one week, but many of them still carry their bottles and lunch boxes and use less plastic every day, so the good habits continued.',
    solution:
      'Paragraph 5 shows that after the week many pupils "still carry" bottles and lunch boxes, and families bring their own bags. The challenge ended; the habits did not.',
  }),
]

const listeningAndOral = [
  choice({
    difficulty: 2,
    text: 'Listen to the announcement. What must pupils NOT bring on the learning journey?',
    listeningText:
      'Good afternoon, Primary Six. Tomorrow’s learning journey to the museum will start at nine. Bring a notebook, a pencil and some money for lunch. Please do not bring large bags, as they are not allowed in the galleries. We will be back by two.',
    options: ['A notebook', 'A pencil', 'Money for lunch', 'A large bag'],
    correct: 4,
    solution: 'The speaker says, "Please do not bring large bags, as they are not allowed in the galleries."',
  }),
  choice({
    difficulty: 3,
    text: 'Listen to the conversation. What does Priya finally decide to do?',
    listeningText:
      'Priya: I can’t decide whether to join the chess club or the choir.\nDad: Which do you enjoy more?\nPriya: I love singing, but the choir practises on Saturdays, and that’s when I visit Grandma.\nDad: The chess club meets on Thursdays, doesn’t it?\nPriya: Yes. I think I’ll choose chess, and I can sing for Grandma on Saturdays instead!',
    options: ['Join the choir', 'Join the chess club', 'Join both', 'Join neither'],
    correct: 2,
    solution: 'The choir clashes with her Saturday visits to Grandma. She says, "I think I’ll choose chess".',
  }),
  choice({
    difficulty: 2,
    text: 'Listen to the news report. What caused the delay on the train line?',
    listeningText:
      'This is the evening news. Trains on the East line were delayed for about thirty minutes this morning because of a power fault near one of the stations. Free bus services were provided. The fault was repaired by ten o’clock, and trains are now running normally.',
    options: ['Heavy rain', 'A power fault', 'An accident', 'Too many passengers'],
    correct: 2,
    solution: 'The report says the delay was "because of a power fault near one of the stations".',
  }),
  text({
    difficulty: 2,
    text: 'Listen to the instructions. For how many minutes should the cake bake?',
    listeningText:
      'Now pour the mixture into the greased tin and smooth the top. Put it into the oven, which should already be heated to one hundred and eighty degrees, and bake for thirty-five minutes. Let the cake cool for ten minutes before you take it out of the tin.',
    accepted: ['35', '35 minutes', 'thirty-five', 'thirty-five minutes', 'thirty five'],
    solution:
      'The cake bakes for thirty-five minutes. (Ten minutes is the cooling time, and 180 is the oven temperature.)',
  }),
  oral({
    difficulty: 3,
    text: 'Read the passage aloud clearly, with expression.\n\n"Volunteering at the animal shelter taught me more than I expected. At first, I only wanted to play with the puppies. Soon, I was cleaning cages, measuring food and comforting frightened cats. The work was tiring, but every time an animal went home with a new family, I knew that our efforts had made a difference."',
    expectedText:
      'Volunteering at the animal shelter taught me more than I expected. At first, I only wanted to play with the puppies. Soon, I was cleaning cages, measuring food and comforting frightened cats. The work was tiring, but every time an animal went home with a new family, I knew that our efforts had made a difference.',
    solution:
      'Read the list "cleaning cages, measuring food and comforting frightened cats" with short pauses after each item. Let your voice rise with pride on the last sentence, and stress "made a difference".',
  }),
]

export const englishP6: BankQuestion[] = [
  ...topic('P6', 'English', 'Grammar', grammar),
  ...topic('P6', 'English', 'Vocabulary', vocabulary.map(strictSpelling)),
  ...topic('P6', 'English', 'Synthesis and Transformation', synthesis.map(strictSpelling)),
  ...topic('P6', 'English', 'Editing for Spelling and Grammar', editing.map(strictSpelling)),
  ...topic('P6', 'English', 'Comprehension', comprehension.map(forgivingSpelling)),
  ...topic('P6', 'English', 'Listening and Reading Aloud', listeningAndOral.map(forgivingSpelling)),
]
