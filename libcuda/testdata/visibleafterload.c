// visibleafterload: sets or unsets an environment variable after the driver is loaded (it is
// linked) and before cuInit, as a program does that imports Numba first, then prints what
// cuInit and cuDeviceGetCount answer.
//   visibleafterload NAME [VALUE]   (no VALUE: unset NAME)
#include <cuda.h>
#include <stdio.h>
#include <stdlib.h>

int main(int argc, char **argv) {
	if (argc < 2)
		return 2;
	if (argc > 2)
		setenv(argv[1], argv[2], 1);
	else
		unsetenv(argv[1]);
	int n = -1;
	CUresult r = cuInit(0);
	if (r == CUDA_SUCCESS)
		r = cuDeviceGetCount(&n);
	printf("cuInit and cuDeviceGetCount: %d, %d devices\n", (int)r, n);
	return 0;
}
