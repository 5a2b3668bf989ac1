/** MAIL_FROM's parts: `Estudio <no-reply@x>` → name "Estudio", address "no-reply@x"; a bare address has no name. */
export function splitFrom(from: string): { name: string | null; address: string } {
  const match = /^\s*"?([^"<]*?)"?\s*<([^>]+)>\s*$/.exec(from);
  if (match) return { name: match[1]!.trim() || null, address: match[2]!.trim() };
  return { name: null, address: from.trim() };
}

/** The From header with the owner's sender name (Settings → Notifications), or MAIL_FROM unchanged. */
export function fromWithSenderName(from: string, senderName: string | null | undefined): string {
  if (!senderName) return from;
  return `"${senderName.replace(/["\\\r\n]/g, '')}" <${splitFrom(from).address}>`;
}
