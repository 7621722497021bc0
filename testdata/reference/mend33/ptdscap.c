/* mend33 ptdscap: a program built for the per-thread default stream
   (CUDA_API_PER_THREAD_DEFAULT_STREAM: every synchronous copy and set is
   its _ptds entry point, stream 0 the thread's own stream) captures on that
   stream, in global or relaxed mode, and makes one synchronous call whose
   answer during the capture was not measured (graphs26's s_gr_capptds
   measured cuMemsetD8, cuMemsetD2D8, cuMemcpy, HtoD, DtoH, DtoD, 2D, 3D:
   CUDA_ERROR_STREAM_CAPTURE_UNSUPPORTED and the capture invalidated; the
   cuMemsetD8 case is kept as the control). A line per call "CASE CALL
   CODE", then the parent's "CASE exit N"; cases run in child processes. */
#define CUDA_API_PER_THREAD_DEFAULT_STREAM 1
#include "cases.h"

static void run(const char *name) {
  CUdevice d;
  CUcontext ctx;
  CUdeviceptr a, b;
  CUarray arr, arr2;
  CUDA_ARRAY_DESCRIPTOR ad = {64, 1, CU_AD_FORMAT_UNSIGNED_INT8, 1};
  static char host[4096];
  if (cuInit(0) || cuDeviceGet(&d, 0) || cuDevicePrimaryCtxRetain(&ctx, d) || cuCtxSetCurrent(ctx) ||
      cuMemAlloc(&a, 4096) || cuMemAlloc(&b, 4096) || cuArrayCreate(&arr, &ad) || cuArrayCreate(&arr2, &ad)) {
    printf("%s no context\n", name);
    exit(2);
  }
  const char *call = strrchr(name, '-') + 1;
  CUstreamCaptureMode mode = strstr(name, "-global-") ? CU_STREAM_CAPTURE_MODE_GLOBAL : CU_STREAM_CAPTURE_MODE_RELAXED;
  CALL(name, cuStreamBeginCapture(0, mode));
  if (!strcmp(call, "cuMemsetD8"))
    CALL(name, cuMemsetD8(a, 1, 16));
  else if (!strcmp(call, "cuMemsetD16"))
    CALL(name, cuMemsetD16(a, 1, 16));
  else if (!strcmp(call, "cuMemsetD32"))
    CALL(name, cuMemsetD32(a, 1, 16));
  else if (!strcmp(call, "cuMemsetD2D16"))
    CALL(name, cuMemsetD2D16(a, 64, 1, 16, 2));
  else if (!strcmp(call, "cuMemsetD2D32"))
    CALL(name, cuMemsetD2D32(a, 64, 1, 16, 2));
  else if (!strcmp(call, "cuMemcpyPeer"))
    CALL(name, cuMemcpyPeer(b, ctx, a, ctx, 16));
  else if (!strcmp(call, "cuMemcpy3DPeer")) {
    CUDA_MEMCPY3D_PEER p;
    memset(&p, 0, sizeof p);
    p.srcMemoryType = p.dstMemoryType = CU_MEMORYTYPE_DEVICE;
    p.srcDevice = a;
    p.dstDevice = b;
    p.srcContext = p.dstContext = ctx;
    p.srcPitch = p.dstPitch = 64;
    p.srcHeight = p.dstHeight = 1;
    p.WidthInBytes = 16;
    p.Height = p.Depth = 1;
    CALL(name, cuMemcpy3DPeer(&p));
  } else if (!strcmp(call, "cuMemcpyAtoA"))
    CALL(name, cuMemcpyAtoA(arr2, 0, arr, 0, 16));
  else if (!strcmp(call, "cuMemcpyAtoD"))
    CALL(name, cuMemcpyAtoD(a, arr, 0, 16));
  else if (!strcmp(call, "cuMemcpyAtoH"))
    CALL(name, cuMemcpyAtoH(host, arr, 0, 16));
  else if (!strcmp(call, "cuMemcpyDtoA"))
    CALL(name, cuMemcpyDtoA(arr, 0, a, 16));
  else if (!strcmp(call, "cuMemcpyHtoA"))
    CALL(name, cuMemcpyHtoA(arr, 0, host, 16));
  else if (!strcmp(call, "cuMemcpy2DUnaligned")) {
    CUDA_MEMCPY2D p;
    memset(&p, 0, sizeof p);
    p.srcMemoryType = p.dstMemoryType = CU_MEMORYTYPE_DEVICE;
    p.srcDevice = a;
    p.dstDevice = b;
    p.srcPitch = p.dstPitch = 64;
    p.WidthInBytes = 16;
    p.Height = 2;
    CALL(name, cuMemcpy2DUnaligned(&p));
  }
  CUstreamCaptureStatus st = CU_STREAM_CAPTURE_STATUS_NONE;
  CUresult r = cuStreamIsCapturing(0, &st);
  printf("%s capturing %d %d\n", name, (int)r, (int)st);
  CUgraph g = NULL;
  CALL(name, cuStreamEndCapture(0, &g));
  CALL(name, cuCtxSynchronize());
}

int main(void) {
  const char *calls[] = {"cuMemsetD8",     "cuMemsetD16",  "cuMemsetD32",  "cuMemsetD2D16",       "cuMemsetD2D32",
                         "cuMemcpyPeer",   "cuMemcpy3DPeer", "cuMemcpyAtoA", "cuMemcpyAtoD",        "cuMemcpyAtoH",
                         "cuMemcpyDtoA",   "cuMemcpyHtoA",   "cuMemcpy2DUnaligned"};
  enum { n = sizeof calls / sizeof calls[0] };
  static char names[2 * n][64];
  const char *cases[2 * n];
  for (unsigned i = 0; i < 2 * n; i++) {
    snprintf(names[i], sizeof names[i], "ptdscap-%s-%s", i < n ? "global" : "relaxed", calls[i % n]);
    cases[i] = names[i];
  }
  runCases(cases, 2 * n, run);
  return 0;
}
