const isWebm = (b: Buffer) => b.subarray(0, 4).equals(Buffer.from([0x1a, 0x45, 0xdf, 0xa3]))

/** Whether the bytes are a recording we can read: WebM, Ogg, WAV, MP4/M4A or MP3 (by their first bytes, not a name). */
export const isAudio = (b: Buffer) =>
  isWebm(b) ||
  b.subarray(0, 4).toString('latin1') === 'OggS' ||
  (b.subarray(0, 4).toString('latin1') === 'RIFF' && b.subarray(8, 12).toString('latin1') === 'WAVE') ||
  b.subarray(4, 8).toString('latin1') === 'ftyp' ||
  b.subarray(0, 3).toString('latin1') === 'ID3'
