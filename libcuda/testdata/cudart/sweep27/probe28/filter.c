/* filter: copies stdin to stdout line by line, but a line longer than 300
   bytes becomes "<<N bytes: FIRST ... LAST>>" (its first 100 and last 60
   bytes), so that device printf fields of millions of characters leave a
   small summary. Reads in blocks: no line is held whole. */
#include <stdio.h>
#include <string.h>

int main(void) {
  static char buf[1 << 16];
  char head[301], tail[60];
  unsigned long long len = 0;
  size_t n;
  while ((n = fread(buf, 1, sizeof buf, stdin)) > 0) {
    for (size_t i = 0; i < n; i++) {
      char c = buf[i];
      if (c == '\n') {
        if (len <= 300) {
          fwrite(head, 1, len, stdout);
        } else {
          printf("<<%llu bytes: ", len);
          fwrite(head, 1, 100, stdout);
          printf(" ... ");
          size_t t = len % 60;
          fwrite(tail + t, 1, 60 - t, stdout);
          fwrite(tail, 1, t, stdout);
          printf(">>");
        }
        putchar('\n');
        len = 0;
        continue;
      }
      if (len < 301) head[len] = c;
      tail[len % 60] = c;
      len++;
    }
  }
  if (len > 0) printf("%.*s<<no newline, %llu bytes>>\n", (int)(len < 100 ? len : 100), head, len);
  return 0;
}
