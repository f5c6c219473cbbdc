import type { EntityManagerMessage } from './entity-manager-state';
import type { SaveRefusal } from './useEntityManager';

export interface EntityManagerMessagesProps {
  messages: EntityManagerMessage[];
  /** The message that refused the last save, announced as an alert. */
  refusal: SaveRefusal;
}

/** The review messages also sent to the parent screen; the one that refused a save is an alert. */
export function EntityManagerMessages({ messages, refusal }: EntityManagerMessagesProps) {
  if (messages.length === 0) {
    return null;
  }
  return (
    <ul className="at-entity-manager__messages">
      {messages.map((message) => (
        <li
          key={message.kind}
          data-kind={message.kind}
          className={`at-entity-manager__message at-entity-manager__message--${message.kind}`}
        >
          {/* The live-region role sits inside the item: on the <li> itself it would hide the list item from the list. */}
          <span role={message.kind === refusal ? 'alert' : 'status'}>{message.text}</span>
        </li>
      ))}
    </ul>
  );
}
