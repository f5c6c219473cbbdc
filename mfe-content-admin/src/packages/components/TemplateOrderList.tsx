import { useState } from 'react';
import { Button, useT } from '@attest/shared-ui';
import type { TemplateOption } from '../api/packages-api';

export interface TemplateOrderListProps {
  templates: TemplateOption[];
  onChange: (next: TemplateOption[]) => void;
  disabled?: boolean;
}

function moved<T>(list: T[], from: number, to: number): T[] {
  const next = [...list];
  const [item] = next.splice(from, 1);
  next.splice(to, 0, item);
  return next;
}

/** The package's templates in order: drag a row, or use its move up / move down buttons (keyboard); remove one. */
export function TemplateOrderList({ templates, onChange, disabled }: TemplateOrderListProps) {
  const { t } = useT();
  const [dragging, setDragging] = useState<number | null>(null);
  const [announce, setAnnounce] = useState('');
  const move = (from: number, to: number) => {
    if (to < 0 || to >= templates.length || from === to) {
      return;
    }
    onChange(moved(templates, from, to));
    setAnnounce(
      t('pkg_moved_to', '{{name}} moved to position {{n}}', { name: templates[from].name, n: to + 1 }),
    );
  };
  if (!templates.length) {
    return <p>{t('pkg_no_templates', 'No templates in this package yet.')}</p>;
  }
  return (
    <>
      <ol className="ca-list" aria-label={t('pkg_template_order', 'Template order')}>
        {templates.map((tpl, i) => (
          <li
            key={tpl.template_id}
            draggable={!disabled}
            className={dragging === i ? 'ca-dragging' : undefined}
            onDragStart={(e) => {
              setDragging(i);
              e.dataTransfer.effectAllowed = 'move';
              e.dataTransfer.setData('text/plain', String(i));
            }}
            onDragOver={(e) => e.preventDefault()}
            onDrop={(e) => {
              e.preventDefault();
              if (dragging !== null) {
                move(dragging, i);
              }
              setDragging(null);
            }}
            onDragEnd={() => setDragging(null)}
          >
            <span aria-hidden="true">{i + 1}.</span>
            <span className="ca-grow">{tpl.name}</span>
            <span className="ca-buttons">
              <Button
                variant="secondary"
                disabled={disabled || i === 0}
                onClick={() => move(i, i - 1)}
                aria-label={t('pkg_move_up', 'Move {{name}} up', { name: tpl.name })}
              >
                ↑
              </Button>
              <Button
                variant="secondary"
                disabled={disabled || i === templates.length - 1}
                onClick={() => move(i, i + 1)}
                aria-label={t('pkg_move_down', 'Move {{name}} down', { name: tpl.name })}
              >
                ↓
              </Button>
              <Button
                variant="secondary"
                disabled={disabled}
                onClick={() => onChange(templates.filter((_, j) => j !== i))}
                aria-label={t('pkg_remove_template', 'Remove {{name}}', { name: tpl.name })}
              >
                {t('remove', 'Remove')}
              </Button>
            </span>
          </li>
        ))}
      </ol>
      <p className="ca-visually-hidden" aria-live="polite">
        {announce}
      </p>
    </>
  );
}
