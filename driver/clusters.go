package driver

// h200GPCs is the number of SMs in each GPC of the H200 as cluster
// occupancy sees it: a cluster's blocks are all resident in one GPC.
var h200GPCs = []int64{18, 18, 18, 18, 16, 16, 14, 14}

// activeClusters is how many clusters of size blocks fit on the device at
// once when blocksPerSM blocks fit on one SM.
func activeClusters(blocksPerSM, size int64) int64 {
	if blocksPerSM <= 0 || size <= 0 {
		return 0
	}
	var n int64
	for _, sms := range h200GPCs {
		n += sms * blocksPerSM / size
	}
	return n
}
