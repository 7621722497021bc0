// e_copies: asynchronous copies with each cudaMemcpyKind between every pair
// of pointer kinds (pageable, pinned, device, managed) on the legacy stream
// and on a created non-blocking one, invalid kinds, 2-D and symbol copies
// with wrong kinds, async copies and memsets past an allocation or of host
// memory, and peer copies and peer access on a machine with one device.
#include <cstring>
#include "e_check.h"

__device__ int sym[16];

// kinds copies 16 bytes between every pair of pointer kinds with one kind
// by cudaMemcpyAsync on stream s, and says whether the bytes arrived.
static void kinds(cudaMemcpyKind kind, bool created) {
  static char pageable[2][64];
  char *pinned[2], *dev[2], *managed[2];
  cudaStream_t s = nullptr;
  if (created) STEP(cudaStreamCreateWithFlags(&s, cudaStreamNonBlocking));
  for (int i = 0; i < 2; i++) {
    STEP(cudaMallocHost(&pinned[i], 64));
    STEP(cudaMalloc(&dev[i], 64));
    STEP(cudaMallocManaged(&managed[i], 64));
  }
  const char *names[] = {"pageable", "pinned", "device", "managed"};
  char *ptr[2][4] = {{pageable[0], pinned[0], dev[0], managed[0]}, {pageable[1], pinned[1], dev[1], managed[1]}};
  for (int di = 0; di < 4; di++)
    for (int si = 0; si < 4; si++) {
      char want[16], got[16];
      for (int i = 0; i < 16; i++) want[i] = (char)(di * 16 + si * 4 + i + 1);
      cudaMemcpy(ptr[1][si], want, 16, cudaMemcpyDefault);
      cudaMemcpy(ptr[0][di], "\0\0\0\0\0\0\0\0\0\0\0\0\0\0\0", 16, cudaMemcpyDefault);
      cudaDeviceSynchronize();
      cudaGetLastError();
      cudaError_t e = cudaMemcpyAsync(ptr[0][di], ptr[1][si], 16, kind, s);
      cudaError_t last = cudaGetLastError();
      cudaError_t sync = cudaStreamSynchronize(s);
      cudaMemcpy(got, ptr[0][di], 16, cudaMemcpyDefault);
      printf("async kind %d %-8s <- %-8s: %s last %s sync %s copied %d\n", (int)kind, names[di], names[si],
             cudaGetErrorName(e), cudaGetErrorName(last), cudaGetErrorName(sync), memcmp(want, got, 16) == 0);
    }
}
static void asyncHostToHost() { kinds(cudaMemcpyHostToHost, false); }
static void asyncHostToDevice() { kinds(cudaMemcpyHostToDevice, false); }
static void asyncDeviceToHost() { kinds(cudaMemcpyDeviceToHost, false); }
static void asyncDeviceToDevice() { kinds(cudaMemcpyDeviceToDevice, false); }
static void asyncDefault() { kinds(cudaMemcpyDefault, false); }
static void streamHostToHost() { kinds(cudaMemcpyHostToHost, true); }
static void streamHostToDevice() { kinds(cudaMemcpyHostToDevice, true); }
static void streamDeviceToHost() { kinds(cudaMemcpyDeviceToHost, true); }
static void streamDeviceToDevice() { kinds(cudaMemcpyDeviceToDevice, true); }
static void streamDefault() { kinds(cudaMemcpyDefault, true); }

static void badAsync() {
  char *d = nullptr, *p = nullptr;
  char h[256] = {0};
  STEP(cudaMalloc(&d, 256));
  STEP(cudaMallocHost(&p, 256));
  cudaStream_t s = nullptr;
  STEP(cudaStreamCreate(&s));
  STEP(cudaMemcpyAsync(d, h, 16, (cudaMemcpyKind)5, s));
  STEP(cudaMemcpyAsync(d, h, 16, (cudaMemcpyKind)-1, s));
  STEP(cudaMemcpyAsync(d, h, 0, (cudaMemcpyKind)5, s));
  STEP(cudaMemcpyAsync(d, h, 0, cudaMemcpyHostToDevice, s));
  STEP(cudaMemcpyAsync(nullptr, h, 16, cudaMemcpyHostToDevice, s));
  STEP(cudaMemcpyAsync(d, nullptr, 16, cudaMemcpyHostToDevice, s));
  STEP(cudaMemcpyAsync(d, p, 512, cudaMemcpyHostToDevice, s));
  STEP(cudaMemcpyAsync(p, d, 512, cudaMemcpyDeviceToHost, s));
  STEP(cudaMemcpyAsync(d + 128, d, 256, cudaMemcpyDeviceToDevice, s));
  STEP(cudaMemcpyAsync(d + 16, d, 64, cudaMemcpyDeviceToDevice, s));
  STEP(cudaMemcpyAsync(d, h, 16, cudaMemcpyHostToDevice, (cudaStream_t)0x1234));
  STEP(cudaStreamSynchronize(s));
  STEP(cudaMemsetAsync(d, 1, 512, s));
  STEP(cudaMemsetAsync(h, 1, 16, s));
  STEP(cudaMemsetAsync(p, 1, 16, s));
  STEP(cudaMemsetAsync(nullptr, 1, 16, s));
  STEP(cudaMemsetAsync(d, 1, 0, s));
  STEP(cudaStreamSynchronize(s));
  STEP(cudaMemcpy2DAsync(d, 64, h, 64, 64, 2, (cudaMemcpyKind)6, s));
  STEP(cudaMemcpy2DAsync(d, 32, h, 64, 64, 2, cudaMemcpyHostToDevice, s));
  STEP(cudaMemcpy2DAsync(d, 64, h, 64, 64, 8, cudaMemcpyHostToDevice, s));
  STEP(cudaMemcpy2DAsync(h, 64, d, 64, 64, 2, cudaMemcpyHostToDevice, s));
  STEP(cudaMemset2DAsync(d, 64, 0, 64, 8, s));
  STEP(cudaMemset2DAsync(d, 32, 0, 64, 2, s));
  STEP(cudaStreamSynchronize(s));
  int v[16] = {0};
  STEP(cudaMemcpyToSymbolAsync(sym, v, sizeof v, 0, cudaMemcpyDeviceToHost, s));
  STEP(cudaMemcpyToSymbolAsync(sym, v, sizeof v, 0, cudaMemcpyHostToHost, s));
  STEP(cudaMemcpyToSymbolAsync(sym, v, sizeof v, 4, cudaMemcpyHostToDevice, s));
  STEP(cudaMemcpyToSymbolAsync(sym, d, 16, 0, cudaMemcpyDeviceToDevice, s));
  STEP(cudaMemcpyToSymbolAsync(sym, v, 16, 0, cudaMemcpyDefault, s));
  STEP(cudaMemcpyFromSymbolAsync(v, sym, sizeof v, 0, cudaMemcpyHostToDevice, s));
  STEP(cudaMemcpyFromSymbolAsync(v, sym, sizeof v, 8, cudaMemcpyDeviceToHost, s));
  STEP(cudaMemcpyFromSymbolAsync(d, sym, 16, 0, cudaMemcpyDeviceToDevice, s));
  STEP(cudaMemcpyFromSymbolAsync(v, sym, 16, 0, (cudaMemcpyKind)5, s));
  STEP(cudaStreamSynchronize(s));
  STEP(cudaDeviceSynchronize());
}

// peers: peer copies and peer access with the one device there is.
static void peers() {
  char *a = nullptr, *b = nullptr;
  char h[64] = {0};
  STEP(cudaMalloc(&a, 64));
  STEP(cudaMalloc(&b, 64));
  STEP(cudaMemset(a, 7, 64));
  STEP(cudaMemcpyPeer(b, 0, a, 0, 64));
  STEP(cudaMemcpy(h, b, 64, cudaMemcpyDeviceToHost));
  printf("b[63] %d\n", h[63]);
  STEP(cudaMemcpyPeer(b, 1, a, 0, 64));
  STEP(cudaMemcpyPeer(b, 0, a, 1, 64));
  STEP(cudaMemcpyPeer(b, -1, a, 0, 64));
  STEP(cudaMemcpyPeer(b, 0, a, 0, 0));
  STEP(cudaMemcpyPeer(b, 0, a, 0, 128));
  STEP(cudaMemcpyPeer(h, 0, a, 0, 16));
  STEP(cudaMemcpyPeer(nullptr, 0, a, 0, 16));
  cudaStream_t s = nullptr;
  STEP(cudaStreamCreate(&s));
  STEP(cudaMemcpyPeerAsync(b, 0, a, 0, 64, s));
  STEP(cudaMemcpyPeerAsync(b, 1, a, 0, 64, s));
  STEP(cudaMemcpyPeerAsync(b, 0, a, 0, 64, (cudaStream_t)0x1234));
  STEP(cudaStreamSynchronize(s));
  cudaMemcpy3DPeerParms pp;
  memset(&pp, 0, sizeof pp);
  pp.srcPtr = make_cudaPitchedPtr(a, 64, 64, 1);
  pp.dstPtr = make_cudaPitchedPtr(b, 64, 64, 1);
  pp.extent = make_cudaExtent(64, 1, 1);
  pp.srcDevice = 0;
  pp.dstDevice = 0;
  STEP(cudaMemcpy3DPeer(&pp));
  pp.dstDevice = 1;
  STEP(cudaMemcpy3DPeer(&pp));
  STEP(cudaMemcpy3DPeerAsync(&pp, s));
  pp.dstDevice = 0;
  STEP(cudaMemcpy3DPeerAsync(&pp, s));
  STEP(cudaMemcpy3DPeer(nullptr));
  STEP(cudaStreamSynchronize(s));
  int can = -1;
  STEP(cudaDeviceCanAccessPeer(&can, 0, 0));
  printf("can access itself %d\n", can);
  STEP(cudaDeviceEnablePeerAccess(0, 0));
  STEP(cudaDeviceDisablePeerAccess(0));
  STEP(cudaDeviceDisablePeerAccess(1));
  STEP(cudaDeviceEnablePeerAccess(0, 1));
  int v = -1;
  STEP(cudaDeviceGetP2PAttribute(&v, cudaDevP2PAttrAccessSupported, 0, 0));
  printf("p2p access supported 0->0 %d\n", v);
  STEP(cudaDeviceGetP2PAttribute(&v, cudaDevP2PAttrPerformanceRank, 0, 1));
  STEP(cudaDeviceSynchronize());
}

int main() {
  CASE(asyncHostToHost);
  CASE(asyncHostToDevice);
  CASE(asyncDeviceToHost);
  CASE(asyncDeviceToDevice);
  CASE(asyncDefault);
  CASE(streamHostToHost);
  CASE(streamHostToDevice);
  CASE(streamDeviceToHost);
  CASE(streamDeviceToDevice);
  CASE(streamDefault);
  CASE(badAsync);
  CASE(peers);
  return finish();
}
