import { describe, expect, it } from 'vitest'
import { createActor } from 'xstate'
import type { Subscription } from '../contracts/subscription'
import { type CartEvent, type CartInput, cartMachine, type StoredCart, selectPending } from './cart.machine'
import { ava, ben, cancelledUrl, chloe, maths, science, successUrl } from './cart.model'

const parent = { role: 'parent' } as const
const visitor = { role: 'visitor' } as const

/** A cart actor whose host actions write down what they were asked to do. */
function cart(input: CartInput = { viewer: parent }) {
  const effects: string[] = []
  const stored: StoredCart[] = []
  const actor = createActor(
    cartMachine.provide({
      actions: {
        persistCart: (_, snapshot) => {
          stored.push(snapshot)
          effects.push('persist')
        },
        askToSignIn: () => effects.push('askToSignIn'),
        askToChooseChild: () => effects.push('askToChooseChild'),
        startCheckout: (_, { studentId, priceIds }) => effects.push(`startCheckout ${studentId} ${priceIds}`),
      },
    }),
    { input },
  ).start()
  const send = (...events: CartEvent[]) => {
    for (const event of events) actor.send(event)
    return actor.getSnapshot()
  }
  return { actor, effects, stored, send }
}

const add = (product: typeof maths, child?: { id: number; name: string }): CartEvent => ({
  type: 'cart.add',
  product,
  ...(child && { child }),
})
const subscription = (course_ids: number[], patch: Partial<Subscription> = {}): Subscription => ({
  subscription_id: 'sub_local_1',
  student_id: ben.id,
  course_ids,
  price_ids: [],
  status: 'active',
  cancel_at_period_end: false,
  current_period_end: '2027-02-28T00:00:00.000Z',
  interval: 'month',
  ...patch,
})
const pairs = (snapshot: ReturnType<ReturnType<typeof cart>['send']>) =>
  snapshot.context.items.map((item) => [item.product.course.id, item.child_id, item.child_name])

describe('the cart (spec §3, §4, §5)', () => {
  it('holds items of product, child_id and child_name', () => {
    const { send } = cart()
    expect(send(add(maths, ben)).context.items).toEqual([
      { product: maths, child_id: ben.id, child_name: 'Ben' },
    ])
  })

  it('ignores a second add of the same course for the same child, but not for another child', () => {
    const { send, effects } = cart()
    send(add(maths, ben))
    effects.length = 0
    expect(pairs(send(add(maths, ben)))).toEqual([[41, ben.id, 'Ben']])
    expect(effects).toEqual([])
    expect(pairs(send(add(maths, ava)))).toEqual([
      [41, ben.id, 'Ben'],
      [41, ava.id, 'Ava'],
    ])
  })

  it('gives items with no child the selected child when one is chosen, dropping what would repeat', () => {
    const { send } = cart({ viewer: visitor })
    send(add(maths), add(science), { type: 'cart.viewerChanged', viewer: parent }, add(maths, ava))
    expect(pairs(send({ type: 'cart.selectChild', child: ava }))).toEqual([
      [41, ava.id, 'Ava'],
      [42, ava.id, 'Ava'],
    ])
    // Chosen already: a new item without a child is the chosen child's.
    expect(
      pairs(send(add(maths, ben), { type: 'cart.selectChild', child: ben }, add(science))).at(-1),
    ).toEqual([42, ben.id, 'Ben'])
  })

  it("checks out a signed-in parent's cart only when it holds items for the selected child", () => {
    const { send, effects } = cart()
    expect(send({ type: 'cart.checkout' }).value).toBe('empty')
    send(add(maths, ava), { type: 'cart.checkout' })
    send({ type: 'cart.selectChild', child: ben }, { type: 'cart.checkout' })
    expect(effects.filter((effect) => effect !== 'persist')).toEqual(['askToChooseChild', 'askToChooseChild'])
    const leaving = send(add(science, ben), { type: 'cart.checkout' })
    expect(leaving.value).toBe('awaitingReturn')
    expect(effects.slice(-2)).toEqual(['persist', `startCheckout ${ben.id} ${science.price_id}`])
    expect(selectPending(leaving)).toEqual({
      studentId: ben.id,
      priceIds: [science.price_id],
      courseIds: [42],
    })
  })

  it('asks a visitor to sign in, and lets a student buy their whole cart for themselves', () => {
    const visiting = cart({ viewer: visitor })
    expect(visiting.send(add(maths), { type: 'cart.checkout' }).value).toBe('filled')
    expect(visiting.effects.at(-1)).toBe('askToSignIn')
    const student = cart({ viewer: chloe })
    student.send(add(maths), add(science), { type: 'cart.selectChild', child: ben })
    expect(student.send({ type: 'cart.checkout' }).value).toBe('awaitingReturn')
    expect(student.effects.at(-1)).toBe(`startCheckout ${chloe.id} ${maths.price_id},${science.price_id}`)
  })

  it('bills every item in one interval, yearly only when each item has a yearly price', () => {
    const { send, effects } = cart()
    send({ type: 'cart.selectChild', child: ben }, add(maths), { type: 'cart.setInterval', interval: 'year' })
    send({ type: 'cart.checkout' })
    expect(effects.at(-1)).toBe(`startCheckout ${ben.id} ${maths.annual_price_id}`)
    const other = cart()
    other.send({ type: 'cart.selectChild', child: ben }, add(maths), {
      type: 'cart.setInterval',
      interval: 'year',
    })
    expect(other.send(add(science)).context.interval).toBe('month')
    expect(other.send({ type: 'cart.setInterval', interval: 'year' }).context.interval).toBe('month')
  })

  it("removes, on loading a child's subscriptions, that child's items for courses still subscribed", () => {
    const { send } = cart()
    send(add(maths, ben), add(science, ben), add(maths, ava))
    const loaded = (subscriptions: Subscription[]): CartEvent => ({
      type: 'cart.subscriptionsLoaded',
      childId: ben.id,
      subscriptions,
    })
    expect(pairs(send(loaded([subscription([41], { status: 'canceled' })])))).toHaveLength(3)
    expect(pairs(send(loaded([subscription([41], { cancel_at_period_end: true })])))).toEqual([
      [42, ben.id, 'Ben'],
      [41, ava.id, 'Ava'],
    ])
    const left = send({ type: 'cart.remove', courseId: 41, childId: ava.id }, loaded([subscription([42])]))
    expect(left.value).toBe('empty')
  })

  it('takes the purchased items out after a return whose address contains "success", and only then', () => {
    const bought = () => {
      const c = cart()
      c.send(
        add(maths, ben),
        add(maths, ava),
        { type: 'cart.selectChild', child: ben },
        { type: 'cart.checkout' },
      )
      return c
    }
    const paid = bought().send({ type: 'cart.returned', url: successUrl })
    expect(paid.value).toBe('filled')
    expect(pairs(paid)).toEqual([[41, ava.id, 'Ava']])
    expect(paid.context.pending).toBeNull()
    for (const event of [
      { type: 'cart.returned', url: cancelledUrl },
      { type: 'cart.checkoutFailed' },
    ] as const) {
      const kept = bought().send(event)
      expect(pairs(kept)).toHaveLength(2)
      expect(kept.context.pending).toBeNull()
    }
    // Nothing is known to be bought without a checkout on its way.
    const idle = cart()
    expect(pairs(idle.send(add(maths, ben), { type: 'cart.returned', url: successUrl }))).toHaveLength(1)
  })

  it('keeps the checkout on its way across a page load, so the return page knows what was bought', () => {
    const leaving = cart()
    leaving.send(add(maths, ben), { type: 'cart.selectChild', child: ben }, { type: 'cart.checkout' })
    const back = cart({ viewer: parent, stored: JSON.stringify(leaving.stored.at(-1)) })
    expect(back.actor.getSnapshot().value).toBe('awaitingReturn')
    expect(back.send({ type: 'cart.returned', url: successUrl }).value).toBe('empty')
  })

  it('is cleared by signing out, and the cleared cart is stored', () => {
    const { send, stored } = cart()
    send(add(maths, ben), { type: 'cart.selectChild', child: ben }, { type: 'cart.checkout' })
    const out = send({ type: 'cart.signedOut' })
    expect(out.value).toBe('empty')
    expect(out.context.viewer).toEqual(visitor)
    expect(stored.at(-1)).toEqual({
      version: 1,
      items: [],
      selectedChild: null,
      interval: 'month',
      pending: null,
    })
  })

  it("keeps only a student's own items when a student signs in", () => {
    const stored = JSON.stringify({
      version: 1,
      items: [
        { product: maths, child_id: null, child_name: null },
        { product: science, child_id: ben.id, child_name: 'Ben' },
      ],
      selectedChild: null,
      interval: 'month',
      pending: null,
    })
    const { send } = cart({ viewer: visitor, stored })
    expect(pairs(send({ type: 'cart.viewerChanged', viewer: chloe }))).toEqual([[41, chloe.id, 'Chloe']])
    expect(send({ type: 'cart.selectChild', child: ben }).context.selectedChild).toEqual({
      id: chloe.id,
      name: 'Chloe',
    })
  })
})
