/** Where an activation code carried through sign-in waits until it is redeemed (product §4 "Activation code"). */
export const ACTIVATION_CODE_KEY = 'activation_code'
