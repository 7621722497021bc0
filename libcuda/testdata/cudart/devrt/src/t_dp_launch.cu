// t_dp_launch: device-side launches (dynamic parallelism): the NULL
// stream, recursion, parameters of every kind, named non-blocking streams,
// fire-and-forget and tail launches (CUDA 12+), launch errors seen through
// cudaGetLastError / cudaPeekAtLastError in the parent, and the nesting
// depth. Only orders the programming model guarantees are checked; the
// sequence numbers the children took are printed as well (they show the
// schedule the GPU took).
#include "dp.h"

struct Big { int a[5]; double d; char c; };

__device__ int seq;            // the next sequence number
__device__ int order[64];      // sequence number each child took (-1: did not run)
__device__ int errs[64];       // error codes seen by parents
__device__ int depthSeen[64];  // per nesting level: 1 when a grid ran there
__device__ int launchErr[64];  // per nesting level: the launch's cudaGetLastError

__global__ void mark(int id) {
	if (threadIdx.x == 0 && blockIdx.x == 0) order[id] = atomicAdd(&seq, 1);
}

// A child that checks what it was given: every kind of parameter, and the
// data its parent wrote before launching it.
__global__ void params(char c, short s, int i, long long ll, float f, double d, Big b, const int *data, int *out) {
	int t = blockIdx.x * blockDim.x + threadIdx.x;
	int ok = c == 'x' && s == -3 && i == 123456 && ll == -(1LL << 40) && f == 1.5f && d == 2.25 &&
		b.a[0] == 1 && b.a[4] == 5 && b.d == -0.5 && b.c == 'q' && data[t] == t * 3 &&
		gridDim.x == 3 && blockDim.x == 4 && blockDim.y == 2;
	atomicAdd(&out[0], ok);
	atomicAdd(&out[1], 1);
}

__global__ void paramsParent(int *data, int *out) {
	int t = threadIdx.x;
	data[t] = t * 3;
	data[t + 12] = (t + 12) * 3;
	__syncthreads();
	if (t == 0) {
		Big b = {{1, 2, 3, 4, 5}, -0.5, 'q'};
		params<<<3, dim3(4, 2)>>>('x', -3, 123456, -(1LL << 40), 1.5f, 2.25, b, data, out);
		errs[0] = cudaGetLastError();
	}
}

// tree: each thread 0 of a grid at depth < max launches two children.
__global__ void tree(int depth, int max, int *count) {
	if (threadIdx.x != 0) return;
	atomicAdd(count, 1);
	if (depth < max) {
		tree<<<1, 32>>>(depth + 1, max, count);
		tree<<<1, 32>>>(depth + 1, max, count);
	}
}

// NULL-stream order: children launched into the NULL stream by one thread
// run one after another in launch order.
__global__ void nullOrder() {
	if (threadIdx.x == 0) {
		mark<<<1, 1>>>(0);
		mark<<<1, 1>>>(1);
		mark<<<1, 1>>>(2);
	}
}

// Named streams: in order within each; a kernel accumulating into a value
// another kernel of the same stream wrote.
__global__ void addTo(int *p, int v) { if (threadIdx.x == 0) *p = *p * 10 + v; }

__global__ void namedStreams(int *vals, int *rc) {
	if (threadIdx.x != 0) return;
	cudaStream_t s1, s2;
	rc[0] = cudaStreamCreateWithFlags(&s1, cudaStreamNonBlocking);
	rc[1] = cudaStreamCreateWithFlags(&s2, cudaStreamNonBlocking);
	for (int i = 1; i <= 4; i++) {
		addTo<<<1, 1, 0, s1>>>(&vals[0], i);
		addTo<<<1, 1, 0, s2>>>(&vals[1], i + 4);
	}
	rc[2] = cudaGetLastError();
	rc[3] = cudaStreamDestroy(s1);
	rc[4] = cudaStreamDestroy(s2);
	cudaStream_t s3;
	rc[5] = cudaStreamCreateWithFlags(&s3, cudaStreamDefault);
	if (rc[5] == 0) cudaStreamDestroy(s3);
	rc[6] = cudaGetLastError();
	rc[7] = cudaStreamDestroy(s1); // destroyed already
	cudaGetLastError();
}

// Launch errors: a block too large, a grid of 0, too much shared memory.
__global__ void empty() {}
__global__ void badLaunches(int *rc) {
	if (threadIdx.x != 0) return;
	empty<<<1, 2048>>>();
	rc[0] = cudaPeekAtLastError();
	rc[1] = cudaGetLastError();
	rc[2] = cudaGetLastError();
	empty<<<0, 1>>>();
	rc[3] = cudaGetLastError();
	empty<<<1, 1, 1 << 20>>>();
	rc[4] = cudaGetLastError();
	empty<<<dim3(1, 1 << 16), 1>>>();
	rc[5] = cudaGetLastError();
	empty<<<1, 1>>>();
	rc[6] = cudaGetLastError();
}

// Nesting: a chain of launches as deep as it goes.
__global__ void chain(int depth, int max) {
	depthSeen[depth] = 1;
	if (depth < max) {
		chain<<<1, 1>>>(depth + 1, max);
		launchErr[depth] = cudaGetLastError();
	}
}

#if CUDART_VERSION >= 12000
// Fire-and-forget and tail launches: a tail launch runs after the parent
// grid and everything else it launched have completed.
__global__ void streamKinds() {
	if (threadIdx.x == 0 && blockIdx.x == 0) {
		mark<<<1, 1, 0, cudaStreamTailLaunch>>>(10);
		mark<<<1, 1, 0, cudaStreamFireAndForget>>>(11);
		mark<<<1, 1>>>(12);
		mark<<<1, 1, 0, cudaStreamTailLaunch>>>(13);
		mark<<<1, 1, 0, cudaStreamFireAndForget>>>(14);
		errs[1] = cudaGetLastError();
	}
}

// A tail launch of a tail-launched grid runs after it.
__global__ void tailChain(int n) {
	if (threadIdx.x == 0) {
		order[20 + n] = atomicAdd(&seq, 1);
		if (n < 5) tailChain<<<1, 32, 0, cudaStreamTailLaunch>>>(n + 1);
	}
}

// Every block of the parent launches a tail; all run after the whole grid.
__global__ void blockTails(int *flag) {
	if (threadIdx.x == 0) {
		atomicAdd(flag, 1);
		mark<<<1, 1, 0, cudaStreamTailLaunch>>>(30 + blockIdx.x);
	}
}

__global__ void namedTail(int *rc) {
	if (threadIdx.x != 0) return;
	cudaStream_t s;
	rc[0] = cudaStreamCreateWithFlags(&s, cudaStreamNonBlocking);
	mark<<<1, 1, 0, s>>>(40);
	mark<<<1, 1, 0, cudaStreamTailLaunch>>>(41);
	mark<<<1, 1, 0, s>>>(42);
	rc[1] = cudaStreamDestroy(s);
	rc[2] = cudaGetLastError();
}
#endif

static void resetOrder() {
	int z = 0, neg[64];
	for (int i = 0; i < 64; i++) neg[i] = -1;
	cudaMemcpyToSymbol(seq, &z, sizeof z);
	cudaMemcpyToSymbol(order, neg, sizeof neg);
}

static void getOrder(int *o) { cudaMemcpyFromSymbol(o, order, 64 * sizeof(int)); }

int main() {
	int rt = 0;
	cudaRuntimeGetVersion(&rt);
	printf("runtime %s\n", rt >= 12000 ? "12+" : "11");
	int *d, *out;
	OK(cudaMalloc(&d, 64 * sizeof(int)));
	OK(cudaMallocManaged(&out, 64 * sizeof(int)));

	// 1. Parameters.
	memset(out, 0, 64 * sizeof(int));
	paramsParent<<<1, 12>>>(d, out);
	OK(cudaGetLastError());
	OK(cudaDeviceSynchronize());
	int e0;
	cudaMemcpyFromSymbol(&e0, errs, sizeof e0);
	printf("params: launch %s, %d of %d threads saw their parameters\n", ename(e0), out[0], out[1]);
	EXPECT("params", out[0] == 24 && out[1] == 24);

	// 2. A tree of launches, depth 0..4: 31 grids.
	memset(out, 0, 64 * sizeof(int));
	tree<<<1, 32>>>(0, 4, out);
	OK(cudaDeviceSynchronize());
	printf("tree: %d grids\n", out[0]);
	EXPECT("tree", out[0] == 31);

	// 3. NULL stream order.
	resetOrder();
	nullOrder<<<1, 32>>>();
	OK(cudaDeviceSynchronize());
	int o[64];
	getOrder(o);
	printf("null stream: seq %d %d %d\n", o[0], o[1], o[2]);
	EXPECT("null stream in order", o[0] >= 0 && o[0] < o[1] && o[1] < o[2]);

	// 4. Named streams.
	memset(out, 0, 64 * sizeof(int));
	int *rc = out + 8;
	namedStreams<<<1, 32>>>(out, rc);
	OK(cudaDeviceSynchronize());
	printf("named streams: create %s %s, launches %s, destroy %s %s, values %d %d\n", ename(rc[0]), ename(rc[1]),
		ename(rc[2]), ename(rc[3]), ename(rc[4]), out[0], out[1]);
	printf("named streams: create with flags 0 %s (last %s), destroy twice %s\n", ename(rc[5]), ename(rc[6]), ename(rc[7]));
	EXPECT("named streams in order", out[0] == 1234 && out[1] == 5678);

	// 5. Launch errors.
	memset(out, 0, 64 * sizeof(int));
	badLaunches<<<1, 32>>>(out);
	OK(cudaDeviceSynchronize());
	printf("block 2048: peek %s, get %s, get again %s\n", ename(out[0]), ename(out[1]), ename(out[2]));
	printf("grid 0: %s\n", ename(out[3]));
	printf("shared 1 MiB: %s\n", ename(out[4]));
	printf("grid y 65536: %s\n", ename(out[5]));
	printf("good launch after: %s\n", ename(out[6]));
	OK(cudaGetLastError());

	// 6. Nesting depth.
	int zero[64] = {0};
	cudaMemcpyToSymbol(depthSeen, zero, sizeof zero);
	cudaMemcpyToSymbol(launchErr, zero, sizeof zero);
	chain<<<1, 1>>>(0, 40);
	cudaError_t ce = cudaDeviceSynchronize();
	printf("chain to 40: sync %s\n", cudaGetErrorName(ce));
	int seen[64], lerr[64];
	cudaMemcpyFromSymbol(seen, depthSeen, sizeof seen);
	cudaMemcpyFromSymbol(lerr, launchErr, sizeof lerr);
	int deepest = -1;
	for (int i = 0; i < 64; i++)
		if (seen[i]) deepest = i;
	printf("chain: deepest level that ran %d\n", deepest);
	for (int i = 0; i <= 40; i++)
		if (lerr[i] != 0) printf("chain: level %d launch %s\n", i, ename(lerr[i]));

#if CUDART_VERSION >= 12000
	// 7. Fire-and-forget and tail launches.
	resetOrder();
	streamKinds<<<1, 32>>>();
	OK(cudaDeviceSynchronize());
	getOrder(o);
	cudaMemcpyFromSymbol(&e0, errs, sizeof e0, sizeof(int));
	printf("stream kinds: launches %s; seq tail %d, faf %d, null %d, tail %d, faf %d\n", ename(e0), o[10], o[11], o[12], o[13], o[14]);
	EXPECT("tails after the rest", o[10] > o[11] && o[10] > o[12] && o[10] > o[14] && o[13] > o[11] && o[13] > o[12] && o[13] > o[14]);
	EXPECT("tails in launch order", o[10] < o[13]);

	resetOrder();
	tailChain<<<1, 32>>>(0);
	OK(cudaDeviceSynchronize());
	getOrder(o);
	printf("tail chain: seq %d %d %d %d %d %d\n", o[20], o[21], o[22], o[23], o[24], o[25]);
	EXPECT("tail chain in order", o[20] == 0 && o[21] == 1 && o[22] == 2 && o[23] == 3 && o[24] == 4 && o[25] == 5);

	resetOrder();
	memset(out, 0, 64 * sizeof(int));
	blockTails<<<8, 32>>>(out);
	OK(cudaDeviceSynchronize());
	getOrder(o);
	int ran = 0;
	for (int i = 0; i < 8; i++) ran += o[30 + i] >= 0;
	printf("block tails: %d blocks, %d tails ran\n", out[0], ran);
	EXPECT("block tails", out[0] == 8 && ran == 8);

	resetOrder();
	memset(out, 0, 64 * sizeof(int));
	namedTail<<<1, 32>>>(out);
	OK(cudaDeviceSynchronize());
	getOrder(o);
	printf("named + tail: create %s destroy %s launches %s; seq %d %d %d\n", ename(out[0]), ename(out[1]), ename(out[2]), o[40], o[41], o[42]);
	EXPECT("tail after named stream work", o[41] > o[40] && o[41] > o[42] && o[40] < o[42]);
#endif
	return finish();
}
