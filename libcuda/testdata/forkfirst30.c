/* forkfirst30: a child forked at the very start of main, before the program
   has called the driver at all (the drop-in's Go runtime may still be
   starting on a thread of its own), uses the driver as a new process would.
   Each child prints "child N cuInit A cuMemAlloc B" or, killed by its alarm,
   the parent prints "child N hung"; then the parent uses the driver. */
#include <stdio.h>
#include <sys/wait.h>
#include <unistd.h>
int cuInit(unsigned);
int cuDeviceGet(int *, int);
int cuDevicePrimaryCtxRetain(void **, int);
int cuCtxSetCurrent(void *);
int cuMemAlloc_v2(unsigned long long *, size_t);

static int use(void) {
  int d = 0;
  void *c;
  unsigned long long p;
  int a = cuInit(0);
  int b = a ? a : cuDeviceGet(&d, 0) || cuDevicePrimaryCtxRetain(&c, d) || cuCtxSetCurrent(c) ? -1 : cuMemAlloc_v2(&p, 256);
  printf("cuInit %d cuMemAlloc %d\n", a, b);
  fflush(stdout);
  return a || b;
}

int main(void) {
  for (int i = 0; i < 2; i++) {
    fflush(stdout);
    pid_t pid = fork();
    if (pid == 0) {
      alarm(20);
      printf("child %d ", i);
      _exit(use());
    }
    int st;
    waitpid(pid, &st, 0);
    if (WIFSIGNALED(st))
      printf("child %d hung\n", i);
  }
  printf("parent ");
  return use();
}
