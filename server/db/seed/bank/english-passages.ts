/** Reading passages for English comprehension, written for Lantern. Paragraphs are numbered for questions. */
import type { BankPassage } from './types'

const numbered = (paragraphs: string[]) => paragraphs.map((p, i) => `(${i + 1}) ${p}`).join('\n\n')

export const PASSAGES = {
  kite: 'p4-english-passage-the-runaway-kite',
  otters: 'p4-english-passage-otters-in-the-city',
  fair: 'p5-english-passage-the-science-fair',
  bees: 'p5-english-passage-why-bees-matter',
  market: 'p6-english-passage-the-night-market',
  plastic: 'p6-english-passage-a-week-without-plastic',
} as const

export const passages: BankPassage[] = [
  {
    ref: PASSAGES.kite,
    title: 'The Runaway Kite',
    text: numbered([
      'Every Saturday, Wei Jie and his grandfather built something together. This week, they made a kite from thin bamboo sticks, red paper and a long roll of string. Grandpa showed Wei Jie how to tie the sticks into a cross and glue the paper tightly over them so that the wind could not tear it.',
      'On Sunday morning, they carried the kite to the big field near their block. The wind was strong, and the kite leapt into the sky almost at once. Wei Jie laughed as it climbed higher and higher until it was only a small red dot above the trees.',
      'Suddenly, a gust of wind tugged the string right out of his hands. The kite swooped sideways and crashed into the branches of a tall rain tree. Wei Jie’s heart sank. He was sure their hard work had been wasted.',
      'Grandpa did not scold him. Instead, he walked slowly around the tree, studying the branches. Then he asked the park keeper, who had a long pole with a hook, for help. Together, they gently freed the kite. One corner of the paper was torn, but the sticks were still whole.',
      '“A torn kite is not a broken kite,” Grandpa said with a smile. That evening, they patched the corner with fresh paper. Wei Jie decided he would tie the string around his wrist the next time, so that the wind could never snatch it away again.',
    ]),
  },
  {
    ref: PASSAGES.otters,
    title: 'Otters in the City',
    text: numbered([
      'Not many cities have wild otters swimming through them, but Singapore does. Smooth-coated otters can often be seen in rivers, canals and even along the beaches. They live in family groups, and a family may have more than ten members.',
      'Otters are well suited to life in the water. They have webbed feet for swimming and a long, strong tail that helps them steer. Their thick fur keeps them warm and dry, and they can close their ears and noses when they dive under water.',
      'Fish is the main food of otters. A busy otter may eat up to a kilogram of food a day! They catch fish with their mouths and often bring the catch to the bank, where they eat it while lying on their backs or sitting up.',
      'Otters were rarely seen in Singapore forty years ago, because the rivers were too dirty for the fish they eat. After the rivers were cleaned up, the fish came back, and so did the otters.',
      'If you see otters, watch them from a distance. Do not feed them or try to touch them. Wild otters may bite when they feel that their young are in danger, and human food can make them ill.',
    ]),
  },
  {
    ref: PASSAGES.fair,
    title: 'The Science Fair',
    text: numbered([
      'For three weeks, Nadia had been growing bean plants on her window ledge for the school science fair. She wanted to show that plants grow faster when they listen to music. One pot had music played to it every day; the other pot was left in silence.',
      'The night before the fair, Nadia measured the plants and stared at her notebook in dismay. The plants in silence were taller. Worse, she realised that the “music” pot had been placed further from the window, where it received less sunlight. Her experiment was not a fair test at all.',
      'She thought about pretending the results were different, but the idea made her stomach twist. Instead, she stayed up late and added a new poster to her display. It was titled “What Went Wrong and What I Learnt”. On it, she explained that only one thing should be changed in a fair test, and that she had accidentally changed two.',
      'At the fair, Nadia expected the judges to walk past quickly. To her surprise, they spent a long time at her table. One judge, a scientist from a local university, said that real scientists make mistakes all the time. What matters, she said, is being honest about them and learning how to do better.',
      'Nadia did not win first prize. However, she received a special award for “Best Scientific Thinking”. She was already planning her next experiment, this time with both pots side by side.',
    ]),
  },
  {
    ref: PASSAGES.bees,
    title: 'Why Bees Matter',
    text: numbered([
      'When people think of bees, they often think of honey, or of being stung. However, bees do something far more important: they help plants to make seeds and fruits.',
      'As a bee visits a flower to drink its sweet nectar, pollen grains stick to the tiny hairs on its body. When the bee flies to the next flower of the same kind, some of this pollen rubs off onto it. This transfer of pollen is called pollination. Without it, many plants cannot produce fruits or seeds.',
      'About one out of every three mouthfuls of food we eat depends on pollinators such as bees. Apples, mangoes, melons and many vegetables all need them. A world without bees would have much less variety on our plates.',
      'Sadly, the number of bees in many countries has fallen. Chemicals sprayed on crops to kill pests can also harm bees, and as cities grow, there are fewer wild flowers for them to feed on.',
      'Everyone can help. Planting flowers on balconies and in community gardens gives bees more food. Avoiding harmful sprays is another simple step. Even in a busy city, small green spaces can become important stops for these tiny, hard-working insects.',
    ]),
  },
  {
    ref: PASSAGES.market,
    title: 'The Night Market',
    text: numbered([
      'During the school holidays, Arjun helped his aunt at her stall in the night market. She sold hand-made bags, and the stall was always crowded from seven o’clock until the market closed at eleven.',
      'At first, Arjun was nervous about handling money. His aunt showed him how to count the change back into the customer’s hand, starting from the price and adding up to the amount paid. After a few nights, he could do it quickly without making mistakes.',
      'One evening, an elderly man bought a bag that cost thirty-five dollars. He handed Arjun what he thought were two twenty-dollar notes. When Arjun looked again, he saw that one of them was a fifty-dollar note. The man had already turned to leave, shuffling slowly into the crowd.',
      'Arjun hesitated for only a moment. Then he squeezed between the shoppers and caught up with the man. “Uncle, you gave me too much,” he said, and returned the extra thirty dollars. The man looked at him for a long time before thanking him warmly.',
      'The next night, the same man returned with his whole family and bought four bags. “I wanted them to meet an honest young man,” he told Arjun’s aunt. Arjun felt his face grow warm, but he was smiling for the rest of the evening.',
    ]),
  },
  {
    ref: PASSAGES.plastic,
    title: 'A Week Without Plastic',
    text: numbered([
      'Our class, 6 Kindness, took up a challenge in March: for one week, we would try not to use any single-use plastic. That meant no plastic bags, no straws, no bottled drinks and no takeaway boxes.',
      'On Monday, the challenge seemed impossible. Half of us forgot our water bottles, and the canteen drink stall gave out drinks in plastic cups. By Tuesday, we had a plan. Mei brought a box of spare metal cups from home, and the drink-stall auntie agreed to fill our own bottles instead.',
      'The hardest part was food. Many snacks come wrapped in plastic. Some of us started bringing fruit, which has its own wrapping, as our teacher joked. Others brought home-made sandwiches in lunch boxes.',
      'At the end of the week, we collected all the plastic we had still used and weighed it. It came to only 600 grams, compared with almost four kilograms the week before. We were surprised at how much difference a few habits could make.',
      'We have not become perfect, but we have changed. Many of us still carry our bottles and lunch boxes every day, and some of our families have started bringing their own bags to the supermarket. The challenge lasted a week, but the habits have lasted much longer.',
    ]),
  },
]
