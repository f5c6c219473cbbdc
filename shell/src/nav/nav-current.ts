const trim = (path: string) => path.replace(/\/+$/, '');

/** `pathname` is `href` itself or a page under it (`/documents/7` under `/documents`), or under one of `also`. */
export function isCurrentPath(pathname: string, href: string, also: readonly string[] = []): boolean {
  const here = trim(pathname);
  return [href, ...also].some((base) => {
    const b = trim(base);
    return here === b || here.startsWith(`${b}/`);
  });
}
