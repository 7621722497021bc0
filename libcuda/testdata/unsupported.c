/* unsupported: calls entry points cudasim does not implement (a legacy
   32-bit one, a texture reference, a surface reference) and prints what
   they return. */
#include <stdio.h>
typedef int CUresult;
CUresult cuInit(unsigned);
CUresult cuMemAlloc(unsigned *, unsigned);
CUresult cuTexRefCreate(void **);
CUresult cuSurfRefSetArray(void *, void *, unsigned);
int main(void) {
  void *h; unsigned p;
  printf("%d", cuInit(0));
  printf(" %d", cuMemAlloc(&p, 16));
  printf(" %d", cuTexRefCreate(&h));
  printf(" %d", cuTexRefCreate(&h));
  printf(" %d\n", cuSurfRefSetArray(NULL, NULL, 0));
  return 0;
}
