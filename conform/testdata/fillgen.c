/* Runs kernrun.c's own input generator: fillgen TYPE COUNT GEN [ARGS...]
 * writes the generated buffer to stdout. Built by the conform tests (and to
 * record fillgen-golden/) to prove the Go port generates the same bytes. */
#define main kernrun_main
#include "../../testdata/conformance/kernrun.c"
#undef main

int main(int argc, char **argv) {
  if (argc < 4) { fprintf(stderr, "usage: fillgen TYPE COUNT GEN [ARGS...]\n"); return 2; }
  Buf b; memset(&b, 0, sizeof b);
  b.type = -1;
  for (int t = 0; t < 9; t++) if (!strcmp(argv[1], tnames[t])) b.type = t;
  if (b.type < 0) return 2;
  b.elem = tsize[b.type]; b.count = strtoull(argv[2], NULL, 0);
  b.host = malloc(b.count * b.elem + 8); /* +8: f32mix/f64mix write whole words past narrow last elements */
  char args[256] = "";
  for (int i = 4; i < argc; i++) { if (i > 4) strcat(args, " "); strncat(args, argv[i], sizeof args - strlen(args) - 2); }
  fill(&b, argv[3], args);
  fwrite(b.host, 1, b.count * b.elem, stdout);
  return 0;
}
