/* unsupported: calls entry points cudasim does not implement (a legacy
   32-bit one, an array, a texture object) and prints what they return. */
#include <stdio.h>
typedef int CUresult;
CUresult cuInit(unsigned);
CUresult cuMemAlloc(unsigned *, unsigned);
CUresult cuArrayCreate_v2(void **, const void *);
CUresult cuTexObjectCreate(unsigned long long *, const void *, const void *, const void *);
int main(void) {
  void *h; unsigned p;
  printf("%d", cuInit(0));
  printf(" %d", cuMemAlloc(&p, 16));
  printf(" %d", cuArrayCreate_v2(&h, NULL));
  printf(" %d", cuArrayCreate_v2(&h, NULL));
  unsigned long long tex;
  printf(" %d\n", cuTexObjectCreate(&tex, NULL, NULL, NULL));
  return 0;
}
