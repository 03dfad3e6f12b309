import type { Misconception, Situation } from './types'

/**
 * Pairs of science ideas children mix up. Each names itself only when the question is about the right one
 * (`question`, `right`: what the key expects) and the child's words are the other (`wrong`).
 */
type MixUp = { id: string; question?: RegExp; right: RegExp; wrong: RegExp; say: (s: Situation) => string }

const MIX_UPS: MixUp[] = [
  {
    id: 'science/evaporation-and-condensation',
    right: /evaporat/i,
    wrong: /condens/i,
    say: () =>
      'Condensation is the opposite change: water vapour losing heat and turning into water droplets. Here liquid water gains heat and turns into water vapour: that is evaporation.',
  },
  {
    id: 'science/evaporation-and-condensation',
    right: /condens/i,
    wrong: /evaporat/i,
    say: () =>
      'Evaporation is the opposite change: liquid water gaining heat and turning into water vapour. Here water vapour loses heat and turns into water droplets: that is condensation.',
  },
  {
    id: 'science/melting-and-boiling-points',
    question: /ice melt/i,
    right: /^0 °C$/,
    wrong: /^100 °C$/,
    say: () => '100 °C is the boiling point of pure water. Pure ice melts at 0 °C, its melting point.',
  },
  {
    id: 'science/conductor-and-insulator',
    question: /electrical conductor/i,
    right: /copper|iron|steel|aluminium/i,
    wrong: /rubber|plastic|wood|glass/i,
    say: (s) =>
      `${s.givenText} is an electrical insulator: electricity cannot flow through it easily. Conductors let electricity flow, like metals such as ${s.rightText.toLowerCase()}.`,
  },
  {
    id: 'science/magnetic-and-non-magnetic-metals',
    question: /attracted to a magnet/i,
    right: /iron|steel|nickel/i,
    wrong: /copper|aluminium/i,
    say: (s) =>
      `Not every metal is magnetic: ${/copper|aluminium/i.exec(s.givenText)?.[0].toLowerCase()} is a metal, but magnets attract only iron, steel, nickel and cobalt.`,
  },
  {
    id: 'science/heat-not-coldness-flows',
    right: /heat flows/i,
    wrong: /coldness/i,
    say: () =>
      'Coldness does not flow. Heat flows from the hotter place to the colder place, so the hot cocoa loses heat to its surroundings.',
  },
  {
    id: 'science/photosynthesis-and-respiration',
    question: /given out .* photosynthesis|photosynthesis.*given out/i,
    right: /oxygen/i,
    wrong: /carbon dioxide/i,
    say: () =>
      'Carbon dioxide is what a plant takes in for photosynthesis (and gives out when it respires). During photosynthesis it gives out oxygen.',
  },
  {
    id: 'science/photosynthesis-and-respiration',
    question: /need for photosynthesis/i,
    right: /carbon dioxide/i,
    wrong: /^oxygen/i,
    say: () =>
      'Oxygen is given out by photosynthesis, not needed for it. A plant needs carbon dioxide, water and light to make its food.',
  },
  {
    id: 'science/arteries-and-veins',
    right: /arter/i,
    wrong: /vein/i,
    say: () => 'Veins carry blood back to the heart. Arteries carry blood away from the heart.',
  },
  {
    id: 'science/water-and-food-carrying-tubes',
    right: /water-carrying/i,
    wrong: /food-carrying/i,
    say: () =>
      'Food-carrying tubes carry the sugar made in the leaves. Water and mineral salts go up from the roots in the water-carrying tubes.',
  },
  {
    id: 'science/water-and-food-carrying-tubes',
    question: /food-carrying tubes transport/i,
    right: /sugar/i,
    wrong: /water|mineral/i,
    say: () =>
      'Water and mineral salts travel in the water-carrying tubes. The food-carrying tubes carry the sugar made in the leaves.',
  },
  {
    id: 'science/cell-wall-and-cell-membrane',
    right: /cell membrane/i,
    wrong: /cell wall/i,
    say: () =>
      'The cell wall gives a plant cell its shape and support. The cell membrane controls what moves into and out of the cell.',
  },
  {
    id: 'science/cell-wall-and-cell-membrane',
    question: /plant cell but NOT in an animal cell/i,
    right: /cell wall/i,
    wrong: /cell membrane/i,
    say: () => 'Both plant and animal cells have a cell membrane. Only plant cells have a cell wall.',
  },
  {
    id: 'science/producer-is-not-the-sun',
    question: /producer/i,
    right: /.*/,
    wrong: /^(the )?sun$/i,
    say: (s) =>
      `The Sun gives the energy, but it is not a living thing, so it is not part of the food chain. The producer is the plant that makes its own food: ${s.rightText}.`,
  },
  {
    id: 'science/light-is-not-matter',
    question: /Is light a kind of matter/i,
    right: /^no$/i,
    wrong: /^yes$/i,
    say: () => 'Light is energy: it has no mass and does not take up space, so it is not matter.',
  },
  {
    id: 'science/shadows-block-light',
    right: /blocks the light/i,
    wrong: /reflects/i,
    say: () =>
      'A shadow forms because the box blocks the light; light travels in straight lines and cannot pass through it.',
  },
  {
    id: 'science/seeds-do-not-need-light-to-germinate',
    question: /germinat/i,
    right: /water/i,
    wrong: /light|soil|fertiliser/i,
    say: (s) =>
      `Seeds do not need ${s.givenText.toLowerCase()} to germinate: they need water, air and warmth. The cotton wool was dry, so they lacked water.`,
  },
  {
    id: 'science/fungi-reproduce-by-spores',
    question: /mushroom/i,
    right: /spores/i,
    wrong: /seeds/i,
    say: () => 'A mushroom is a fungus, not a plant: it has no flowers or seeds and reproduces by spores.',
  },
  {
    id: 'science/three-stage-life-cycles',
    question: /4-stage life cycle/i,
    right: /.*/,
    wrong: /cockroach|grasshopper|chicken/i,
    say: (s) =>
      `${/chicken/i.test(s.givenText) ? 'A chicken has a 3-stage life cycle: egg, chick, adult.' : `A ${s.givenText.toLowerCase()} has a 3-stage life cycle: egg, nymph, adult.`} A ${s.rightText.toLowerCase()} has 4 stages: egg, larva, pupa, adult.`,
  },
  {
    id: 'science/ovary-and-ovule',
    question: /develops into the fruit/i,
    right: /ovary/i,
    wrong: /ovule/i,
    say: () => 'The ovule becomes the seed. The ovary around it becomes the fruit.',
  },
  {
    id: 'science/fertilisation-and-the-womb',
    question: /fertilisation usually take place/i,
    right: /egg tube/i,
    wrong: /womb|ovary/i,
    say: (s) =>
      /womb/i.test(s.givenText)
        ? 'The womb is where the fertilised egg grows into a baby. Fertilisation happens earlier, in the egg tube.'
        : 'The ovary makes the egg cells. Fertilisation happens when the egg meets a sperm in the egg tube.',
  },
  {
    id: 'science/potential-and-kinetic-energy',
    question: /stretched rubber band/i,
    right: /elastic/i,
    wrong: /kinetic/i,
    say: () =>
      'Kinetic energy is the energy of moving things: the paper ball has it as it flies. The stretched band, before it moves, stores elastic potential energy.',
  },
]

const reversedConversion: Misconception = {
  id: 'science/energy-conversion-reversed',
  detect(s) {
    if (!/energy conversion/i.test(s.text)) return null
    const steps = (t: string) => t.split(/\s*→\s*/).map((x) => x.trim().toLowerCase())
    const [right, given] = [steps(s.rightText), steps(s.givenText)]
    if (right.length !== 2 || given.length !== 2 || right[0] !== given[1] || right[1] !== given[0])
      return null
    return `You have the right forms of energy but the wrong way round: the energy changes from ${right[0]} to ${right[1]} (${s.rightText}), not from ${given[0]} to ${given[1]}.`
  },
}

const mixUps: Misconception[] = MIX_UPS.map((m) => ({
  id: m.id,
  detect(s) {
    if (m.question && !m.question.test(s.text)) return null
    if (!m.right.test(s.rightText) || !m.wrong.test(s.givenText) || m.wrong.test(s.rightText)) return null
    return m.say(s)
  },
}))

export const scienceMistakes: Misconception[] = [...mixUps, reversedConversion]
