// s_ipc: CUDA IPC between a process and a child it forks before either
// touches CUDA: the parent allocates, fills and exports memory and an
// event (cudaIpcGetMemHandle, cudaIpcGetEventHandle) through a pipe; the
// child opens them (cudaIpcOpenMemHandle, cudaIpcOpenEventHandle), reads
// and writes the parent's memory, waits on the event and closes; the
// parent sees the child's writes. Then, in one process: opening its own
// handle, handles of a sub-allocation offset, of non-device memory, of an
// event without cudaEventInterprocess, and closing what was not opened.
#include <cstring>
#include <sys/wait.h>
#include <unistd.h>
#include "check.h"

__global__ void fill(int *p, int n, int v) {
  for (int i = threadIdx.x; i < n; i += blockDim.x) p[i] = v + i;
}
__global__ void twice(int *p, int n) {
  for (int i = threadIdx.x; i < n; i += blockDim.x) p[i] *= 2;
}

struct Handles {
  cudaIpcMemHandle_t mem;
  cudaIpcEventHandle_t ev;
};

static int child(int rd, int wr) {
  Handles h;
  if (read(rd, &h, sizeof h) != (ssize_t)sizeof h) return 3;
  int *p = nullptr;
  cudaError_t e = cudaIpcOpenMemHandle((void **)&p, h.mem, cudaIpcMemLazyEnablePeerAccess);
  printf("child: cudaIpcOpenMemHandle -> %s\n", cudaGetErrorName(e));
  cudaEvent_t ev;
  cudaError_t e2 = cudaIpcOpenEventHandle(&ev, h.ev);
  printf("child: cudaIpcOpenEventHandle -> %s\n", cudaGetErrorName(e2));
  int result = 1;
  if (e == cudaSuccess) {
    if (e2 == cudaSuccess) OK(cudaStreamWaitEvent(0, ev, 0));
    int first[4];
    OK(cudaMemcpy(first, p, sizeof first, cudaMemcpyDeviceToHost));
    printf("child: reads %d %d %d %d\n", first[0], first[1], first[2], first[3]);
    twice<<<1, 256>>>(p, 4096);
    OK(cudaDeviceSynchronize());
    OK(cudaIpcCloseMemHandle(p));
    SHOW(cudaIpcCloseMemHandle(p));
    result = first[3] == 1003 ? 0 : 2;
  }
  if (e2 == cudaSuccess) OK(cudaEventDestroy(ev));
  char done = (char)result;
  if (write(wr, &done, 1) != 1) return 4;
  fflush(stdout);
  return result;
}

int main() {
  int toChild[2], toParent[2];
  if (pipe(toChild) || pipe(toParent)) return 5;
  fflush(stdout);
  pid_t pid = fork();
  if (pid == 0) _exit(child(toChild[0], toParent[1]));

  int *p;
  REQUIRE(cudaMalloc(&p, 4096 * sizeof(int)));
  fill<<<1, 256>>>(p, 4096, 1000);
  cudaEvent_t ev;
  OK(cudaEventCreateWithFlags(&ev, cudaEventDisableTiming | cudaEventInterprocess));
  OK(cudaEventRecord(ev, 0));
  Handles h;
  OK(cudaIpcGetMemHandle(&h.mem, p));
  OK(cudaIpcGetEventHandle(&h.ev, ev));
  OK(cudaDeviceSynchronize());
  if (write(toChild[1], &h, sizeof h) != (ssize_t)sizeof h) return 6;
  char done = 9;
  if (read(toParent[0], &done, 1) != 1) done = 8;
  int status = 0;
  waitpid(pid, &status, 0);
  printf("parent: child said %d, exited %d\n", done, WIFEXITED(status) ? WEXITSTATUS(status) : -1);
  int back[4];
  OK(cudaMemcpy(back, p, sizeof back, cudaMemcpyDeviceToHost));
  printf("parent: after the child %d %d %d %d\n", back[0], back[1], back[2], back[3]);
  check(done == 0 && back[3] == 2006, "the child doubled the parent's memory");

  // In one process.
  int *same = nullptr;
  SHOW(cudaIpcOpenMemHandle((void **)&same, h.mem, cudaIpcMemLazyEnablePeerAccess));
  cudaIpcMemHandle_t sub, other;
  SHOW(cudaIpcGetMemHandle(&sub, p + 100));
  printf("handle of an interior pointer is the same as the base's: %d\n", memcmp(&sub, &h.mem, sizeof sub) == 0);
  int local;
  SHOW(cudaIpcGetMemHandle(&other, &local));
  int *managed;
  OK(cudaMallocManaged(&managed, 64));
  SHOW(cudaIpcGetMemHandle(&other, managed));
  int *pinned;
  OK(cudaMallocHost(&pinned, 64));
  SHOW(cudaIpcGetMemHandle(&other, pinned));
  cudaEvent_t plain;
  OK(cudaEventCreate(&plain));
  cudaIpcEventHandle_t eh;
  SHOW(cudaIpcGetEventHandle(&eh, plain));
  cudaEvent_t timing;
  SHOW(cudaEventCreateWithFlags(&timing, cudaEventInterprocess));
  SHOW(cudaIpcCloseMemHandle(p));
  cudaIpcMemHandle_t zero;
  memset(&zero, 0, sizeof zero);
  SHOW(cudaIpcOpenMemHandle((void **)&same, zero, cudaIpcMemLazyEnablePeerAccess));
  SHOW(cudaIpcOpenMemHandle((void **)&same, h.mem, 0x10));
  SHOW(cudaGetLastError());
  OK(cudaFree(p));
  OK(cudaFree(managed));
  OK(cudaFreeHost(pinned));
  return finish();
}
