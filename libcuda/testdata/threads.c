/*
 * threads: many short-lived threads, each making a context current, for
 * checking that cudasim frees the emulated thread of an OS thread that has
 * exited (through its test hook cudasimEmulatedThreads) while the contexts
 * those threads created live on, as with the real driver.
 *
 * Prints "threads N emulated M contexts ok" or what failed.
 */
#define _GNU_SOURCE
#include <dlfcn.h>
#include <pthread.h>
#include <stdio.h>

typedef int CUresult;
typedef unsigned long long CUdeviceptr;
CUresult cuInit(unsigned);
CUresult cuDeviceGet(int *, int);
CUresult cuDevicePrimaryCtxRetain(void **, int);
CUresult cuDevicePrimaryCtxRelease_v2(int);
CUresult cuCtxCreate_v2(void **, unsigned, int);
CUresult cuCtxDestroy_v2(void *);
CUresult cuCtxSetCurrent(void *);
CUresult cuCtxGetCurrent(void **);
CUresult cuMemAlloc_v2(CUdeviceptr *, size_t);
CUresult cuMemFree_v2(CUdeviceptr);

enum { ROUNDS = 25, PER_ROUND = 8, N = ROUNDS * PER_ROUND };

static int dev;
static void *ctxs[N];
static CUresult results[N];

/* Even threads create a context (left current at exit, not destroyed), odd
   ones make the primary context current. */
static void *work(void *arg) {
  int i = (int)(long)arg;
  void *c = NULL, *cur = NULL;
  CUresult r = i % 2 ? cuDevicePrimaryCtxRetain(&c, dev) : cuCtxCreate_v2(&c, 0, dev);
  if (r == 0 && i % 2) r = cuCtxSetCurrent(c);
  if (r == 0) r = cuCtxGetCurrent(&cur);
  if (r == 0 && cur != c) r = -1;
  ctxs[i] = c;
  results[i] = r;
  return NULL;
}

int main(void) {
  int (*emulated)(void) = (int (*)(void))dlsym(RTLD_DEFAULT, "cudasimEmulatedThreads");
  if (!emulated) {
    printf("no cudasimEmulatedThreads: not cudasim's libcuda.so.1\n");
    return 1;
  }
  if (cuInit(0) || cuDeviceGet(&dev, 0)) {
    printf("cuInit or cuDeviceGet failed\n");
    return 1;
  }
  int most = 0;
  for (int round = 0; round < ROUNDS; round++) {
    pthread_t t[PER_ROUND];
    for (int j = 0; j < PER_ROUND; j++) pthread_create(&t[j], NULL, work, (void *)(long)(round * PER_ROUND + j));
    for (int j = 0; j < PER_ROUND; j++) pthread_join(t[j], NULL);
    int e = emulated();
    if (e > most) most = e;
  }
  for (int i = 0; i < N; i++)
    if (results[i]) {
      printf("thread %d: %d\n", i, results[i]);
      return 1;
    }
  /* Each context lives on: it can be made current and used here. */
  for (int i = 0; i < N; i++) {
    CUdeviceptr p;
    CUresult r = cuCtxSetCurrent(ctxs[i]);
    if (!r) r = cuMemAlloc_v2(&p, 64);
    if (!r) r = cuMemFree_v2(p);
    if (!r) r = i % 2 ? cuDevicePrimaryCtxRelease_v2(dev) : cuCtxDestroy_v2(ctxs[i]);
    if (r) {
      printf("context of thread %d: %d\n", i, r);
      return 1;
    }
  }
  printf("threads %d emulated %d contexts ok\n", N, most);
  return 0;
}
