import { useEffect, useRef, useState, type PointerEvent } from 'react';
import { Button, SelectField, TextField, useT } from '@attest/shared-ui';
import type { BuilderPdfPage, PdfPlacement } from '../api/builder-types';
import { fetchPageImage } from '../api/builder-api';
import { fieldOrder, type BuilderAction, type BuilderState } from '../state/builder-reducer';

const DEFAULT_BOX = { width: 160, height: 16 };
const round = (n: number) => Math.round(n * 10) / 10;

/** Pointer position on the page in PDF points from the bottom-left. */
function pointAt(el: HTMLElement, page: BuilderPdfPage, clientX: number, clientY: number) {
  const r = el.getBoundingClientRect();
  const x = ((clientX - r.left) / r.width) * page.width;
  const fromTop = ((clientY - r.top) / r.height) * page.height;
  return { x: Math.max(0, Math.min(page.width, x)), y: Math.max(0, Math.min(page.height, page.height - fromTop)) };
}

/**
 * Places the selected field on the template PDF: click the page to put its box there, drag the box's corner
 * to resize it, or type the numbers. The page images come from the server (pdftoppm); without one a blank
 * page of the right size is drawn.
 */
export function PdfPlacer({ state, dispatch, readOnly, pages }: { state: BuilderState; dispatch: (a: BuilderAction) => void; readOnly: boolean; pages: BuilderPdfPage[] }) {
  const { t } = useT();
  const [pageNo, setPageNo] = useState(1);
  const [image, setImage] = useState<string | null>(null);
  const pageRef = useRef<HTMLDivElement>(null);
  const resizing = useRef(false);
  const page = pages.find((p) => p.page === pageNo) ?? pages[0];

  useEffect(() => {
    let url: string | null = null;
    let live = true;
    setImage(null);
    if (page) {
      fetchPageImage(state.templateId, page.page).then((u) => {
        url = u;
        if (live) {
          setImage(u);
        } else {
          URL.revokeObjectURL(u);
        }
      }).catch(() => undefined);
    }
    return () => {
      live = false;
      if (url) {
        URL.revokeObjectURL(url);
      }
    };
  }, [state.templateId, page]);

  if (!page) {
    return <p className="fb-hint">{t('builder_pdf_none', 'Upload the template PDF on the template page to place fields on it.')}</p>;
  }
  const key = state.selected;
  const field = key ? state.fields[key] : undefined;
  const placement = field?.params.pdf;
  const place = (p: PdfPlacement | null) => key && dispatch({ type: 'place', key, placement: p });

  const onPageClick = (e: React.MouseEvent<HTMLDivElement>) => {
    if (readOnly || !key || resizing.current || !pageRef.current) {
      return;
    }
    const at = pointAt(pageRef.current, page, e.clientX, e.clientY);
    const size = { width: placement?.width ?? DEFAULT_BOX.width, height: placement?.height ?? DEFAULT_BOX.height };
    place({ page: page.page, x: round(at.x), y: round(Math.max(0, at.y - size.height / 2)), ...size });
  };
  const onHandleDown = (e: PointerEvent<HTMLSpanElement>) => {
    e.stopPropagation();
    e.currentTarget.setPointerCapture(e.pointerId);
    resizing.current = true;
  };
  const onHandleMove = (e: PointerEvent<HTMLSpanElement>) => {
    if (!resizing.current || !placement || !pageRef.current) {
      return;
    }
    const at = pointAt(pageRef.current, page, e.clientX, e.clientY);
    place({ ...placement, width: round(Math.max(8, at.x - placement.x)), height: round(Math.max(6, at.y - placement.y)) });
  };
  const onHandleUp = (e: PointerEvent<HTMLSpanElement>) => {
    e.currentTarget.releasePointerCapture(e.pointerId);
    // The click that ends a resize must not move the box.
    setTimeout(() => {
      resizing.current = false;
    }, 0);
  };
  const pct = (n: number, of: number) => `${(n / of) * 100}%`;
  const boxes = fieldOrder(state).map((k) => ({ k, f: state.fields[k] })).filter(({ f }) => f.params.pdf && (f.params.pdf.page ?? 1) === page.page);

  return (
    <div className="fb-pdf">
      <div className="fb-grid">
        {pages.length > 1 && (
          <SelectField label={t('builder_pdf_page', 'Page')} options={pages.map((p) => ({ value: String(p.page), label: String(p.page) }))} value={String(page.page)} onChange={(e) => setPageNo(Number(e.target.value))} />
        )}
        <p className="fb-hint">{field ? t('builder_pdf_click', 'Click the page to place “{{name}}”; drag the corner of its box to resize it.', { name: field.label || field.name }) : t('builder_select_field', 'Select a field on the form to edit it.')}</p>
      </div>
      <div
        ref={pageRef}
        className="fb-page"
        style={{ aspectRatio: `${page.width} / ${page.height}` }}
        onClick={onPageClick}
        data-testid="fb-pdf-page"
        role="presentation"
      >
        {image && <img src={image} alt={t('builder_pdf_page_n', 'Page {{n}} of the template PDF', { n: page.page })} draggable={false} />}
        {boxes.map(({ k, f }) => {
          const p = f.params.pdf!;
          const height = p.height ?? DEFAULT_BOX.height;
          return (
            <div
              key={k}
              className={`fb-box${k === key ? ' fb-box-selected' : ''}`}
              style={{ left: pct(p.x, page.width), bottom: pct(p.y, page.height), width: pct(p.width ?? DEFAULT_BOX.width, page.width), height: pct(height, page.height) }}
              onClick={(e) => {
                e.stopPropagation();
                dispatch({ type: 'select', key: k });
              }}
              data-testid={`fb-box-${f.name}`}
            >
              <span className="fb-box-label">{f.label || f.name}</span>
              {k === key && !readOnly && <span className="fb-handle" aria-hidden="true" onPointerDown={onHandleDown} onPointerMove={onHandleMove} onPointerUp={onHandleUp} />}
            </div>
          );
        })}
      </div>
      {field && placement && (
        <div className="fb-grid">
          {(['x', 'y', 'width', 'height'] as const).map((n) => (
            <TextField key={n} type="number" label={t(`builder_pdf_${n}`, { x: 'X (points from the left)', y: 'Y (points from the bottom)', width: 'Width (points)', height: 'Height (points)' }[n])}
              value={placement[n] ?? ''} readOnly={readOnly} onChange={(e) => place({ ...placement, [n]: Number(e.target.value) })} />
          ))}
          {!readOnly && <Button variant="link" onClick={() => place(null)}>{t('builder_pdf_unplace', 'Remove from the PDF')}</Button>}
        </div>
      )}
    </div>
  );
}
