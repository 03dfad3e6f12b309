import { useQuery } from '@tanstack/react-query'
import { useEffect } from 'react'
import { userInformationQueryOptions } from '../api/users'
import { authActor } from './actor'

/**
 * Re-reads the signed-in user from the server when the signed-in area opens: a role, name or policy flag changed
 * elsewhere shows up, and a session that ended elsewhere surfaces as a 401 (which signs the browser out).
 */
export function useFreshUser(userId: number | undefined) {
  const { data } = useQuery({ ...userInformationQueryOptions(), enabled: userId !== undefined })
  useEffect(() => {
    if (data && data.id === userId) authActor.send({ type: 'auth.userUpdated', user: data })
  }, [data, userId])
}
