import { type AddressInfo, createServer, type Socket } from 'node:net'

export type ReceivedMail = { from: string; to: string[]; data: string }

/**
 * A local SMTP server speaking enough of RFC 5321 (and RFC 4954 AUTH PLAIN/LOGIN) for nodemailer:
 * EHLO/HELO, AUTH, MAIL, RCPT, DATA, RSET, NOOP, QUIT. It never offers STARTTLS. Mail is accepted
 * only after a successful AUTH with the configured user and password; accepted messages are kept
 * in `messages` with their raw data (dot-stuffing removed).
 */
export async function startFakeSmtpServer(user = 'lantern', pass = 'smtp-secret') {
  const messages: ReceivedMail[] = []
  const sockets = new Set<Socket>()
  const failedLogins: string[] = []

  const server = createServer((socket) => {
    sockets.add(socket)
    socket.on('close', () => sockets.delete(socket))
    socket.on('error', () => socket.destroy())
    socket.setEncoding('utf8')

    let buffer = ''
    let authed = false
    let envelope: { from: string | null; to: string[] } = { from: null, to: [] }
    let dataLines: string[] | null = null
    // A pending AUTH exchange: what the next line answers.
    let pending: null | { method: 'PLAIN' } | { method: 'LOGIN'; user?: string } = null

    const reply = (text: string) => socket.write(`${text}\r\n`)
    const decode = (b64: string) => Buffer.from(b64, 'base64').toString('utf8')
    const checkLogin = (u: string, p: string) => {
      pending = null
      if (u === user && p === pass) {
        authed = true
        return reply('235 2.7.0 Authentication successful')
      }
      failedLogins.push(u)
      return reply('535 5.7.8 Authentication credentials invalid')
    }
    const plain = (b64: string) => {
      const [, u = '', p = ''] = decode(b64).split('\0')
      return checkLogin(u, p)
    }

    const onLine = (line: string) => {
      if (dataLines) {
        if (line === '.') {
          messages.push({ from: envelope.from ?? '', to: envelope.to, data: dataLines.join('\r\n') })
          envelope = { from: null, to: [] }
          dataLines = null
          return reply('250 2.0.0 OK queued')
        }
        dataLines.push(line.startsWith('.') ? line.slice(1) : line)
        return
      }
      if (pending) {
        if (line === '*') {
          pending = null
          return reply('501 5.7.0 Authentication cancelled')
        }
        if (pending.method === 'PLAIN') return plain(line)
        if (pending.user === undefined) {
          pending.user = decode(line)
          return reply(`334 ${Buffer.from('Password:').toString('base64')}`)
        }
        return checkLogin(pending.user, decode(line))
      }
      const [verb = '', ...rest] = line.split(' ')
      const arg = rest.join(' ')
      switch (verb.toUpperCase()) {
        case 'EHLO':
          envelope = { from: null, to: [] }
          socket.write('250-fake-smtp.lantern.test greets you\r\n250-AUTH PLAIN LOGIN\r\n250 OK\r\n')
          return
        case 'HELO':
          envelope = { from: null, to: [] }
          return reply('250 fake-smtp.lantern.test')
        case 'AUTH': {
          if (authed) return reply('503 5.5.1 Already authenticated')
          const [method = '', initial] = arg.split(' ')
          if (method.toUpperCase() === 'PLAIN') {
            if (initial) return plain(initial)
            pending = { method: 'PLAIN' }
            return reply('334 ')
          }
          if (method.toUpperCase() === 'LOGIN') {
            pending = { method: 'LOGIN', user: initial ? decode(initial) : undefined }
            const prompt = initial ? 'Password:' : 'Username:'
            return reply(`334 ${Buffer.from(prompt).toString('base64')}`)
          }
          return reply('504 5.5.4 Unrecognized authentication type')
        }
        case 'MAIL': {
          if (!authed) return reply('530 5.7.0 Authentication required')
          const match = /^FROM:\s*<([^>]*)>/i.exec(arg)
          if (!match) return reply('501 5.5.4 Syntax: MAIL FROM:<address>')
          envelope = { from: match[1], to: [] }
          return reply('250 2.1.0 OK')
        }
        case 'RCPT': {
          if (envelope.from === null) return reply('503 5.5.1 MAIL first')
          const match = /^TO:\s*<([^>]+)>/i.exec(arg)
          if (!match) return reply('501 5.5.4 Syntax: RCPT TO:<address>')
          envelope.to.push(match[1])
          return reply('250 2.1.5 OK')
        }
        case 'DATA':
          if (envelope.from === null || envelope.to.length === 0) return reply('503 5.5.1 RCPT first')
          dataLines = []
          return reply('354 End data with <CR><LF>.<CR><LF>')
        case 'RSET':
          envelope = { from: null, to: [] }
          return reply('250 2.0.0 OK')
        case 'NOOP':
          return reply('250 2.0.0 OK')
        case 'QUIT':
          reply('221 2.0.0 Bye')
          socket.end()
          return
        default:
          return reply('502 5.5.2 Command not implemented')
      }
    }

    socket.on('data', (chunk: string) => {
      buffer += chunk
      let end = buffer.indexOf('\r\n')
      while (end !== -1) {
        const line = buffer.slice(0, end)
        buffer = buffer.slice(end + 2)
        onLine(line)
        end = buffer.indexOf('\r\n')
      }
    })
    reply('220 fake-smtp.lantern.test ESMTP ready')
  })

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  const urlWith = (u: string, p: string) =>
    `smtp://${encodeURIComponent(u)}:${encodeURIComponent(p)}@127.0.0.1:${port}`

  return {
    port,
    messages,
    failedLogins,
    url: urlWith(user, pass),
    /** The server's URL with other credentials, for testing refusal. */
    urlWith,
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy()
        server.close(() => resolve())
      }),
  }
}

export type FakeSmtpServer = Awaited<ReturnType<typeof startFakeSmtpServer>>

const decodeQuotedPrintable = (text: string) => {
  const bytes = text
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/gi, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)))
  return Buffer.from(bytes, 'latin1').toString('utf8')
}

/** Splits a received single-part message into its (unfolded, lower-cased) headers and decoded text body. */
export function parseMail(data: string) {
  const split = data.indexOf('\r\n\r\n')
  const head = split === -1 ? data : data.slice(0, split)
  const rawBody = split === -1 ? '' : data.slice(split + 4)
  const headers: Record<string, string> = {}
  for (const line of head.replace(/\r\n[ \t]+/g, ' ').split('\r\n')) {
    const colon = line.indexOf(':')
    if (colon > 0) headers[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim()
  }
  const encoding = (headers['content-transfer-encoding'] ?? '7bit').toLowerCase()
  const text =
    encoding === 'quoted-printable'
      ? decodeQuotedPrintable(rawBody)
      : encoding === 'base64'
        ? Buffer.from(rawBody.replace(/\s+/g, ''), 'base64').toString('utf8')
        : rawBody
  return { headers, subject: headers.subject ?? '', text }
}
