package driver

import (
	_ "embed"
	"encoding/hex"
	"fmt"
	"maps"
	"slices"
	"strconv"
	"strings"

	"cudasim/cu"
)

// DeviceAttribute is CUdevice_attribute.
type DeviceAttribute int32

// AttributeName returns the attribute's cuda.h name less the
// CU_DEVICE_ATTRIBUTE_ prefix, or "" if it has none.
func AttributeName(a DeviceAttribute) string {
	if a > 0 && int(a) < len(attributeNames) {
		return attributeNames[a]
	}
	return ""
}

// AttrValue is one device attribute as cuDeviceGetAttribute answers it: a
// value, or the code the driver rejects the query with.
type AttrValue struct {
	Value int32
	Err   cu.Result // non-zero: the query fails with this code
}

// LimitValue is one context limit as a fresh context reports it.
type LimitValue struct {
	Value uint64
	Err   cu.Result // non-zero: cuCtxGetLimit fails with this code
}

// Profile describes an emulated device.
type Profile struct {
	Name     string   // cuDeviceGetName
	TotalMem uint64   // cuDeviceTotalMem
	UUID     [16]byte // cuDeviceGetUuid
	PCIBusID string   // cuDeviceGetPCIBusId, "dddd:bb:dd.f"
	// Attributes answers cuDeviceGetAttribute; attributes not in the map
	// are CUDA_ERROR_INVALID_VALUE.
	Attributes map[DeviceAttribute]AttrValue
	// Limits are a fresh context's cuCtxGetLimit answers; limits not in the
	// map are CUDA_ERROR_UNSUPPORTED_LIMIT.
	Limits map[Limit]LimitValue
	// ContextReserve is the memory cuMemGetInfo shows in use once a context
	// lives on the device, before any allocation.
	ContextReserve uint64
	// ExtraContextReserve is what each further live context on the device
	// adds to it.
	ExtraContextReserve uint64
	// ClusterGPCs lists the SMs of each GPC as thread block cluster
	// placement sees them (a cluster's blocks run in one GPC, each on its
	// own SM); cuOccupancyMaxActiveClusters is computed from it. Empty: the
	// device has no clusters.
	ClusterGPCs []int
	// SharedCapacities are the sizes, in bytes, from the least, that a
	// multiprocessor's shared memory can be configured to (the rest serving
	// as L1 cache): a kernel's preferred carveout picks one (the occupancy
	// calls, sharedCapacity). Empty: always all of it.
	SharedCapacities []int64
	// Source says where the values come from.
	Source string
}

func (p Profile) clone() Profile {
	p.Attributes = maps.Clone(p.Attributes)
	p.Limits = maps.Clone(p.Limits)
	p.ClusterGPCs = slices.Clone(p.ClusterGPCs)
	p.SharedCapacities = slices.Clone(p.SharedCapacities)
	return p
}

// ComputeCapability returns the profile's major and minor compute
// capability.
func (p *Profile) ComputeCapability() (major, minor int) {
	return int(p.Attributes[AttrComputeCapabilityMajor].Value), int(p.Attributes[AttrComputeCapabilityMinor].Value)
}

// distinguish gives the profile of device ordinal i an identity of its own
// (see New): a UUID and PCI address no earlier device has.
func (p *Profile) distinguish(i int, uuids map[[16]byte]bool, pcis map[string]bool) {
	for k := 0; uuids[p.UUID] && k < 256; k++ {
		p.UUID[15]++
	}
	var dom, bus, dev, fn int
	if n, _ := fmt.Sscanf(p.PCIBusID, "%x:%x:%x.%x", &dom, &bus, &dev, &fn); n == 4 {
		for k := 1; pcis[p.PCIBusID] && k < 256; k++ {
			// Device numbers are 5 bits; past them, the bus changes.
			d := dev + k
			p.PCIBusID = fmt.Sprintf("%04x:%02x:%02x.%x", dom, (bus+d/32)&0xff, d%32, fn)
			if a, ok := p.Attributes[AttrPCIDeviceID]; ok && a.Err == 0 {
				a.Value = int32(d % 32)
				p.Attributes[AttrPCIDeviceID] = a
			}
			if a, ok := p.Attributes[AttrPCIBusID]; ok && a.Err == 0 {
				a.Value = int32((bus + d/32) & 0xff)
				p.Attributes[AttrPCIBusID] = a
			}
		}
	}
	p.Source += fmt.Sprintf("; identity (UUID, PCI address) derived for device %d", i)
}

func (p *Profile) supportedLimits() map[uint32]uint64 {
	m := map[uint32]uint64{}
	for l, v := range p.Limits {
		if v.Err == 0 {
			m[uint32(l)] = v.Value
		}
	}
	return m
}

//go:embed profiles/h200.tsv
var h200TSV string

var h200 = withProbe2Limits(mustParseProfile(h200TSV, "measured on an NVIDIA H200 (driver 580.159, CUDA 13.0): testdata/reference/h200-device.tsv"))

// withProbe2Limits adds what h200-device.tsv did not measure, as
// testdata/reference/probe2 measured it: CU_LIMIT_CIG_ENABLED reads 0,
// CU_LIMIT_CIG_SHMEM_FALLBACK_ENABLED is CUDA_ERROR_UNSUPPORTED_LIMIT, and
// each context beyond the first takes 548995072 more bytes of device memory.
func withProbe2Limits(p Profile) Profile {
	// The H200's GPCs as cluster occupancy sees them: the one layout that gives every
	// cuOccupancyMaxActiveClusters answer of testdata/reference/breadth/occupancy.txt.
	p.ClusterGPCs = []int{18, 18, 16, 16, 16, 16, 16, 8, 2, 2, 2, 2}
	// The shared memory sizes of sm_90, as the occupancy calls pick them for a carveout
	// (testdata/reference/fix11, occ.txt).
	p.SharedCapacities = kib(0, 8, 16, 32, 64, 100, 132, 164, 196, 228)
	p.ExtraContextReserve = 548995072
	p.Limits[LimitCIGEnabled] = LimitValue{Value: 0}
	p.Limits[LimitCIGShmemFallbackEnabled] = LimitValue{Err: cu.ErrorUnsupportedLimit}
	return p
}

// H200 returns the profile of the reference NVIDIA H200, every value as the
// real driver reported it (driver 580.159, CUDA 13.0).
func H200() Profile { return h200.clone() }

// A100 returns a profile of an NVIDIA A100-SXM4-40GB (sm_80). It was NOT
// measured: the values that differ between the two devices come from
// NVIDIA's public specifications of the A100 (SM count, clocks, memory size
// and bus, L2 size, shared memory, compute capability, PCI ids, Hopper-only
// features off); everything else — texture and surface limits, grid and
// block limits, most capability flags, context limits and the context memory
// footprint — is copied from the measured H200 on the assumption that it is
// the same on both. The UUID and PCI address are synthetic.
func A100() Profile {
	p := h200.clone()
	p.Name = "NVIDIA A100-SXM4-40GB"
	p.ClusterGPCs = nil      // thread block clusters are sm_90+
	p.TotalMem = 42505273344 // 40536 MiB, as the 40 GB part reports it
	p.UUID = [16]byte{0xa1, 0x00, 0x5e, 0x1a, 0xc0, 0xda, 0x51, 0x40, 0x80, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x01}
	p.PCIBusID = "0000:00:07.0"
	set := func(a DeviceAttribute, v int32) { p.Attributes[a] = AttrValue{Value: v} }
	set(AttrClockRate, 1410000)                       // 1410 MHz boost
	set(AttrMultiprocessorCount, 108)                 //
	set(AttrPCIDeviceID, 7)                           // matches the synthetic PCI address
	set(AttrMemoryClockRate, 1215000)                 // HBM2, 1215 MHz
	set(AttrGlobalMemoryBusWidth, 5120)               //
	set(AttrL2CacheSize, 41943040)                    // 40 MiB
	set(AttrComputeCapabilityMajor, 8)                //
	set(AttrComputeCapabilityMinor, 0)                //
	set(AttrMaxSharedMemoryPerMultiprocessor, 167936) // 164 KiB
	set(AttrMaxSharedMemoryPerBlockOptin, 166912)     // 163 KiB
	set(AttrMaxPersistingL2CacheSize, 31457280)       // 30 MiB
	set(AttrClusterLaunch, 0)                         // thread block clusters are sm_90+
	set(AttrTensorMapAccessSupported, 0)              // TMA is sm_90+
	set(AttrMemSyncDomainCount, 1)                    // memory sync domains are sm_90+
	set(AttrGPUPCIDeviceID, 0x20B010DE)               // device 0x20b0, vendor 0x10de
	set(AttrGPUPCISubsystemID, 0x134F10DE)            //
	p.Limits[LimitShmemSize] = LimitValue{Value: 167936}
	p.SharedCapacities = kib(0, 8, 16, 32, 64, 100, 132, 164) // sm_80's shared memory sizes (CUDA's cuda_occupancy.h)
	p.Source = "A100-SXM4-40GB from NVIDIA public specifications (not measured); other values copied from the measured H200"
	return p
}

// kib converts sizes in KiB to bytes.
func kib(sizes ...int64) []int64 {
	for i := range sizes {
		sizes[i] <<= 10
	}
	return sizes
}

// profiles are the named profiles ParseDevices knows.
var profiles = map[string]func() Profile{"h200": H200, "a100": A100}

// ProfileNames lists the names ParseDevices accepts.
func ProfileNames() []string { return []string{"h200", "a100"} }

// ParseDevices parses a comma-separated list of profile names ("h200",
// "a100"), each optionally preceded by a count ("2xh200"), or bare counts of
// H200s ("2"), into the devices of a Config.
func ParseDevices(spec string) ([]Profile, error) {
	var out []Profile
	for _, item := range strings.Split(spec, ",") {
		item = strings.ToLower(strings.TrimSpace(item))
		n, name := 1, item
		if c, err := strconv.Atoi(item); err == nil {
			n, name = c, "h200"
		} else if i := strings.Index(item, "x"); i > 0 {
			if c, err := strconv.Atoi(item[:i]); err == nil {
				n, name = c, item[i+1:]
			}
		}
		if n < 1 || n > 64 {
			return nil, fmt.Errorf("device list %q: %q: a count must be 1 to 64", spec, item)
		}
		mk, ok := profiles[name]
		if !ok {
			return nil, fmt.Errorf("device list %q: %q is not a known profile (known: %s)", spec, name, strings.Join(ProfileNames(), ", "))
		}
		for range n {
			out = append(out, mk())
		}
	}
	return out, nil
}

// VisibleDevices applies CUDA_VISIBLE_DEVICES (its value spec) to devs as
// NVIDIA's driver does: a comma-separated list of device indices, or of
// UUIDs written "GPU-" (or "MIG-") and a prefix of the UUID's hex, with or
// without its dashes; only the devices listed are visible, in the order
// listed, and an entry that names no device hides it and every entry after
// it. An empty spec hides every device. A device listed twice (before any
// such entry) makes the spec invalid: CUDA_ERROR_INVALID_DEVICE, which
// cuInit answers. Measured on the H200 (libcuda/testdata/cudart/
// envexplore25, cases env.visible*): "0,0" is 101; "gpu-" in lower case,
// "GPU-" alone, "-1" and "junk" name no device; "MIG-" with the GPU's own
// UUID names it (a GPU not in MIG mode); "00" is device 0; "0," and
// "0,junk" show device 0.
func VisibleDevices(devs []Profile, spec string) ([]Profile, error) {
	var out []Profile
	used := map[int]bool{}
	for _, item := range strings.Split(spec, ",") {
		item = strings.TrimSpace(item)
		i := -1
		if n, err := strconv.Atoi(item); err == nil {
			if n >= 0 && n < len(devs) {
				i = n
			}
		} else if hexPrefix, ok := uuidPrefix(item); ok {
			for j, d := range devs {
				if strings.HasPrefix(fmt.Sprintf("%x", d.UUID[:]), hexPrefix) && !used[j] {
					i = j // the first device not listed yet (not measured)
					break
				}
			}
		}
		if i < 0 {
			break
		}
		if used[i] {
			return nil, cu.Errorf(cu.ErrorInvalidDevice, "CUDA_VISIBLE_DEVICES=%q lists device %d twice", spec, i)
		}
		used[i] = true
		out = append(out, devs[i])
	}
	return out, nil
}

// uuidPrefix returns the hex digits of a CUDA_VISIBLE_DEVICES entry naming a
// device by UUID ("GPU-" or "MIG-" and a prefix, dashes dropped, in lower
// case), and whether it is one.
func uuidPrefix(item string) (string, bool) {
	for _, p := range []string{"GPU-", "MIG-"} {
		if rest, ok := strings.CutPrefix(item, p); ok && rest != "" {
			return strings.ToLower(strings.ReplaceAll(rest, "-", "")), true
		}
	}
	return "", false
}

func mustParseProfile(tsv, source string) Profile {
	p, err := ParseProfile(tsv)
	if err != nil {
		panic("embedded profile: " + err.Error())
	}
	p.Source = source
	return p
}

// ParseProfile reads a device profile in the format of the reference
// h200-device.tsv: tab-separated lines "name N", "totalMem N",
// "attr ATTR RESULT VALUE", "uuid HEX", "pci ID", "memInfo FREE TOTAL",
// "limit LIMIT RESULT VALUE" (apiVersion lines are accepted and ignored).
func ParseProfile(tsv string) (Profile, error) {
	// Sized for a full profile (the H200's has 199 attributes):
	// growing the map row by row was a fifth of parsing it at start-up.
	// Lines and fields are sliced from tsv, not copied: the embedded H200
	// profile is parsed at every process start (docs/performance.md).
	p := Profile{Attributes: make(map[DeviceAttribute]AttrValue, 256), Limits: map[Limit]LimitValue{}}
	var fields [8]string
	var v [3]int64
	for line, rest := 1, tsv; rest != ""; line++ {
		var text string
		text, rest, _ = strings.Cut(rest, "\n")
		text = strings.TrimSuffix(text, "\r") // as bufio.ScanLines reads lines
		f := splitTabs(text, fields[:0])
		if len(f) == 0 || f[0] == "" {
			continue
		}
		var err error
		switch f[0] {
		case "name":
			if len(f) != 2 {
				err = fmt.Errorf("want a name")
				break
			}
			p.Name = f[1]
		case "totalMem":
			if err = profileNums(f, v[:1]); err == nil {
				p.TotalMem = uint64(v[0])
			}
		case "attr":
			if err = profileNums(f, v[:3]); err != nil {
				break
			}
			if v[1] != 0 {
				p.Attributes[DeviceAttribute(v[0])] = AttrValue{Err: cu.Result(v[1])}
			} else {
				p.Attributes[DeviceAttribute(v[0])] = AttrValue{Value: int32(v[2])}
			}
		case "uuid":
			b, herr := hex.DecodeString(f[len(f)-1])
			if herr != nil || len(b) != 16 {
				err = fmt.Errorf("want 32 hex digits")
				break
			}
			copy(p.UUID[:], b)
		case "pci":
			if len(f) != 2 {
				err = fmt.Errorf("want a PCI bus id")
				break
			}
			p.PCIBusID = f[1]
		case "memInfo":
			if err = profileNums(f, v[:2]); err != nil {
				break
			}
			if v[0] > v[1] {
				err = fmt.Errorf("free exceeds total")
				break
			}
			p.ContextReserve = uint64(v[1] - v[0])
		case "limit":
			if err = profileNums(f, v[:3]); err != nil {
				break
			}
			if v[1] != 0 {
				p.Limits[Limit(v[0])] = LimitValue{Err: cu.Result(v[1])}
			} else {
				p.Limits[Limit(v[0])] = LimitValue{Value: uint64(v[2])}
			}
		case "apiVersion":
		default:
			err = fmt.Errorf("unknown key %q", f[0])
		}
		if err != nil {
			return p, fmt.Errorf("line %d %q: %v", line, text, err)
		}
	}
	if p.Name == "" || p.TotalMem == 0 {
		return p, fmt.Errorf("profile lacks a name or totalMem")
	}
	return p, nil
}

// splitTabs appends text's tab-separated fields to f, as strings.Split(text, "\t").
func splitTabs(text string, f []string) []string {
	start := 0
	for i := 0; i < len(text); i++ {
		if text[i] == '\t' {
			f = append(f, text[start:i])
			start = i + 1
		}
	}
	return append(f, text[start:])
}

// profileNums reads the len(out) numbers after a profile line's key.
func profileNums(f []string, out []int64) error {
	if len(f) != len(out)+1 {
		return fmt.Errorf("want %d fields after %q, have %d", len(out), f[0], len(f)-1)
	}
	for i := range out {
		n, ok := smallDecimal(f[i+1])
		if !ok { // strconv's reading, and its error
			var err error
			if n, err = strconv.ParseInt(f[i+1], 10, 64); err != nil {
				return err
			}
		}
		out[i] = n
	}
	return nil
}

// smallDecimal reads an optionally signed decimal of at most 18 digits, as strconv.ParseInt(s,
// 10, 64) does, without its general path: the embedded profile's 600 numbers are read at every
// process start.
func smallDecimal(s string) (int64, bool) {
	neg := false
	if s != "" && (s[0] == '-' || s[0] == '+') {
		neg, s = s[0] == '-', s[1:]
	}
	if s == "" || len(s) > 18 {
		return 0, false
	}
	var n int64
	for i := 0; i < len(s); i++ {
		d := s[i] - '0'
		if d > 9 {
			return 0, false
		}
		n = 10*n + int64(d)
	}
	if neg {
		n = -n
	}
	return n, true
}
