const loopback = /^(127\.\d{1,3}\.\d{1,3}\.\d{1,3}|::1|::ffff:127\.\d{1,3}\.\d{1,3}\.\d{1,3})$/

/** A client on this machine (the dev routes answer no one else). */
export const isLoopback = (ip: string) => loopback.test(ip)
