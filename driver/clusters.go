package driver

// maxClusterBlocksPerSM caps the blocks a cluster placement counts on one SM: the H200's
// cluster occupancy is the same for 8 to 32 resident blocks a SM (measured,
// testdata/reference/breadth/occupancy.txt).
const maxClusterBlocksPerSM = 8

// activeClusters is how many clusters of size blocks fit on a device with the GPCs gpcs at once,
// when blocksPerSM blocks fit on one SM: a cluster lives in one GPC with each of its blocks on a
// different SM, so a GPC of s SMs (s >= size) holds s*b/size of them. This reproduces every
// measurement of occupancy.txt (cluster sizes 1-16, 1 to 32 blocks a SM, 2-D and 3-D shapes).
func activeClusters(gpcs []int, blocksPerSM, size int64) int64 {
	if blocksPerSM <= 0 || size <= 0 {
		return 0
	}
	b := min(blocksPerSM, maxClusterBlocksPerSM)
	var n int64
	for _, s := range gpcs {
		if int64(s) >= size {
			n += int64(s) * b / size
		}
	}
	return n
}
