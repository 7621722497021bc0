/* unsupported: calls entry points cudasim does not implement (a legacy
   32-bit one, an array plane, a coredump setting) and prints what they
   return. */
#include <stdio.h>
#include <stddef.h>
typedef int CUresult;
CUresult cuInit(unsigned);
CUresult cuMemAlloc(unsigned *, unsigned);
CUresult cuArrayGetPlane(void **, void *, unsigned);
CUresult cuCoredumpSetAttributeGlobal(int, void *, size_t *);
int main(void) {
  void *h; unsigned p;
  printf("%d", cuInit(0));
  printf(" %d", cuMemAlloc(&p, 16));
  printf(" %d", cuArrayGetPlane(&h, NULL, 0));
  printf(" %d", cuArrayGetPlane(&h, NULL, 0));
  printf(" %d\n", cuCoredumpSetAttributeGlobal(0, NULL, NULL));
  return 0;
}
