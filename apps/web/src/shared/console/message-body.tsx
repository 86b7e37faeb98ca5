const URL_PATTERN = /(https?:\/\/[^\s)]+)/g;

/** What a link in a sent message opens, named for the reader instead of its bare address. */
function linkName(url: string): string {
  const path = url.replace(/^https?:\/\/[^/]+/, '');
  if (path.startsWith('/partner')) return '파트너 콘솔 열기';
  if (path.includes('proposal')) return '제안서 보기';
  return '링크 열기';
}

/**
 * The text of a sent message as the consoles show it: line breaks kept, and every address in it a
 * named link (the full address stays in its title and target).
 */
export function MessageBody({ body, className }: { body: string; className?: string }) {
  const parts = body.split(URL_PATTERN);
  return (
    <p className={className} style={{ whiteSpace: 'pre-line', margin: 0 }}>
      {parts.map((part, index) =>
        index % 2 === 1 ? (
          <a key={index} href={part} title={part} target="_blank" rel="noreferrer">
            {linkName(part)}
          </a>
        ) : (
          part
        ),
      )}
    </p>
  );
}
