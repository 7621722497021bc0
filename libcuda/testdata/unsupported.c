/* unsupported: calls entry points cudasim does not implement (a legacy
   32-bit one, external memory, a graphics resource) and prints what they
   return. */
#include <stdio.h>
#include <stddef.h>
typedef int CUresult;
CUresult cuInit(unsigned);
CUresult cuMemAlloc(unsigned *, unsigned);
CUresult cuDestroyExternalMemory(void *);
CUresult cuGraphicsUnregisterResource(void *);
int main(void) {
  unsigned p;
  printf("%d", cuInit(0));
  printf(" %d", cuMemAlloc(&p, 16));
  printf(" %d", cuDestroyExternalMemory(NULL));
  printf(" %d", cuDestroyExternalMemory(NULL));
  printf(" %d\n", cuGraphicsUnregisterResource(NULL));
  return 0;
}
