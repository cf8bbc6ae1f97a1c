/**
 * DELETED_LINES: what WhatsApp writes in an export in place of a deleted message, in its UI
 * languages (its strings `revoked_msg_incoming`, "This message was deleted", and
 * `revoked_msg_outgoing`, "You deleted this message"). An export carries the exporting phone's UI
 * language, so a Czech or Russian export holds "Tato zpráva byla odstraněna" or "Вы удалили данное
 * сообщение" where an English one holds "This message was deleted". Data, one line a language;
 * matched as the whole message only ("Ich habe die Nachricht gelöscht" is a message).
 */
const DELETED_BY_SENDER = [
  "This message was deleted",
  "Diese Nachricht wurde gelöscht",
  "Ce message a été supprimé",
  "Se eliminó este mensaje",
  "Este mensaje fue eliminado",
  "Questo messaggio è stato eliminato",
  "Esta mensagem foi apagada",
  "Mensagem apagada",
  "Dit bericht is verwijderd",
  "Данное сообщение удалено",
  "Это сообщение удалено",
  "Tato zpráva byla odstraněna",
  "Tato zpráva byla smazána",
  "Ta wiadomość została usunięta",
];

const DELETED_BY_YOU = [
  "You deleted this message",
  "Du hast diese Nachricht gelöscht",
  "Vous avez supprimé ce message",
  "Eliminaste este mensaje",
  "Hai eliminato questo messaggio",
  "Você apagou esta mensagem",
  "Apagou esta mensagem",
  "U hebt dit bericht verwijderd",
  "Je hebt dit bericht verwijderd",
  "Вы удалили данное сообщение",
  "Вы удалили это сообщение",
];

const WHOLE = new Set([...DELETED_BY_SENDER, ...DELETED_BY_YOU].map((s) => s.toLowerCase()));

/** Whether a message is WhatsApp's placeholder for a deleted message (any listed UI language). */
export function isDeletedLine(content: string): boolean {
  const text = content
    .trim()
    .replace(/[.。]$/u, "")
    .toLowerCase();
  return text === "null" || WHOLE.has(text);
}
