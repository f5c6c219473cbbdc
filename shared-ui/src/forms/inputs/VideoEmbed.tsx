import { useT } from '../../i18n/useT';

export const VIDEO_EMBED_ORIGIN = 'https://www.youtube-nocookie.com/embed/';

/**
 * Datatype 21: the field name is the video id (docs/decisions/0004: youtube-nocookie). Not lazy: a lazy
 * frame below the fold took its height only when scrolled to, moving the Save button under the pointer.
 */
export function VideoEmbed({ videoId, title }: { videoId: string; title: string }) {
  const { t } = useT();
  return (
    <div className="at-dyn-video">
      <iframe
        src={`${VIDEO_EMBED_ORIGIN}${encodeURIComponent(videoId)}`}
        title={title || t('video', 'Video')}
        allow="accelerometer; encrypted-media; gyroscope; picture-in-picture"
        allowFullScreen
      />
    </div>
  );
}
