package driver

import (
	"fmt"
	"strconv"
	"strings"

	"cudasim/cu"
	"cudasim/sim"
)

// DeviceGet is cuDeviceGet: the device with the given ordinal (ordinals out
// of range: CUDA_ERROR_INVALID_DEVICE).
func (t *Thread) DeviceGet(ordinal int) (Device, error) {
	if err := t.d.ready(); err != nil {
		return 0, err
	}
	if err := t.hostCodeRefuses("cuDeviceGet"); err != nil {
		return 0, err
	}
	if ordinal < 0 || ordinal >= len(t.d.devices) {
		return 0, withReason(cu.ErrorInvalidDevice, fmt.Sprintf("Parameter ordinal must be between 0 and %d", len(t.d.devices)),
			"device ordinal %d out of range [0, %d)", ordinal, len(t.d.devices))
	}
	return Device(ordinal), nil
}

// DeviceGetCount is cuDeviceGetCount.
func (t *Thread) DeviceGetCount() (int, error) {
	if err := t.d.ready(); err != nil {
		return 0, err
	}
	return len(t.d.devices), nil
}

// DeviceGetName is cuDeviceGetName (the whole name; the C function's
// truncation to a buffer length is the caller's business).
func (t *Thread) DeviceGetName(dev Device) (string, error) {
	p, err := t.d.device(dev)
	if err != nil {
		return "", err
	}
	return p.Name, nil
}

// DeviceGetUuid is cuDeviceGetUuid (and cuDeviceGetUuid_v2).
func (t *Thread) DeviceGetUuid(dev Device) ([16]byte, error) {
	p, err := t.d.device(dev)
	if err != nil {
		return [16]byte{}, err
	}
	return p.UUID, nil
}

// DeviceGetPCIBusId is cuDeviceGetPCIBusId: "dddd:bb:dd.f" as the real driver
// formats it ("0000:00:06.0" on the reference H200).
func (t *Thread) DeviceGetPCIBusId(dev Device) (string, error) {
	p, err := t.d.device(dev)
	if err != nil {
		return "", err
	}
	return p.PCIBusID, nil
}

// DeviceGetPCIBusIdInto is cuDeviceGetPCIBusId into a buffer of room
// bytes: one that cannot hold the id and its terminating NUL is
// CUDA_ERROR_INVALID_VALUE, as the H200 answered cudart
// (libcuda/testdata/cudart/suite, e_device: 0, 5 and 12 bytes refused,
// 13 and more taken).
//
// Into a buffer too small the H200 still wrote what fits, cut short and
// NUL-terminated ("0000:00:06." into 12 bytes): the id is returned with
// the error, for the caller to write so.
func (t *Thread) DeviceGetPCIBusIdInto(dev Device, room int) (string, error) {
	id, err := t.DeviceGetPCIBusId(dev)
	if err != nil {
		return "", err
	}
	if room < len(id)+1 {
		return id, cu.Errorf(cu.ErrorInvalidValue, "cuDeviceGetPCIBusId: %d bytes cannot hold %q and its NUL", room, id)
	}
	return id, nil
}

// DeviceGetByPCIBusId is cuDeviceGetByPCIBusId: the device at a PCI address
// written [domain:]bus:device.function in hex, in any case (as measured in
// testdata/reference/probe2: "0000:00:06.0" and "00:06.0" both find the
// H200). A well-formed address with no device is CUDA_ERROR_INVALID_DEVICE;
// anything else ("junk", "") is CUDA_ERROR_INVALID_VALUE.
func (t *Thread) DeviceGetByPCIBusId(id string) (Device, error) {
	if err := t.d.ready(); err != nil {
		return 0, err
	}
	want, ok := parsePCIBusID(id)
	if !ok {
		return 0, cu.Errorf(cu.ErrorInvalidValue, "%q is not a PCI address ([domain:]bus:device.function)", id)
	}
	for i, p := range t.d.devices {
		if have, ok := parsePCIBusID(p.PCIBusID); ok && have == want {
			return Device(i), nil
		}
	}
	return 0, cu.Errorf(cu.ErrorInvalidDevice, "no device at PCI address %q", id)
}

// pciAddress is a parsed PCI bus id.
type pciAddress struct{ domain, bus, device, function uint64 }

// parsePCIBusID parses [domain:]bus:device.function, each part hex.
func parsePCIBusID(id string) (pciAddress, bool) {
	parts := strings.Split(id, ":")
	if len(parts) == 2 {
		parts = append([]string{"0"}, parts...)
	}
	if len(parts) != 3 {
		return pciAddress{}, false
	}
	devFn := strings.Split(parts[2], ".")
	if len(devFn) == 1 && len(id) > 0 && strings.Count(id, ":") == 2 {
		// domain:bus:device names function 0: the H200 answered "0:0:0"
		// with CUDA_ERROR_INVALID_DEVICE (libcuda/testdata/cudart/suite,
		// e_device).
		devFn = append(devFn, "0")
	}
	if len(devFn) != 2 {
		return pciAddress{}, false
	}
	var v [4]uint64
	for i, s := range []string{parts[0], parts[1], devFn[0], devFn[1]} {
		// Each part may start 0x, as strtoul reads hex ("0x0:0:0" named no
		// device on the H200, suite e_device).
		if len(s) > 2 && (s[:2] == "0x" || s[:2] == "0X") {
			s = s[2:]
		}
		n, err := strconv.ParseUint(s, 16, 32)
		if err != nil {
			return pciAddress{}, false
		}
		v[i] = n
	}
	return pciAddress{v[0], v[1], v[2], v[3]}, true
}

// DeviceTotalMem is cuDeviceTotalMem_v2.
func (t *Thread) DeviceTotalMem(dev Device) (uint64, error) {
	p, err := t.d.device(dev)
	if err != nil {
		return 0, err
	}
	return p.TotalMem, nil
}

// DeviceGetAttribute is cuDeviceGetAttribute: the profile's value; on the
// H200 every attribute 1..147 has its measured value and 148..199 are
// rejected with CUDA_ERROR_INVALID_VALUE, as by the real driver.
func (t *Thread) DeviceGetAttribute(attr DeviceAttribute, dev Device) (int32, error) {
	if err := t.hostCodeRefuses("cuDeviceGetAttribute"); err != nil {
		return 0, err
	}
	return t.d.deviceAttribute(attr, dev)
}

// deviceAttribute is DeviceGetAttribute for the driver's own use.
func (d *Driver) deviceAttribute(attr DeviceAttribute, dev Device) (int32, error) {
	p, err := d.device(dev)
	if err != nil {
		return 0, err
	}
	a, ok := p.Attributes[attr]
	if !ok {
		return 0, withReason(cu.ErrorInvalidValue, "Invalid device attribute enum value", "device attribute %d unknown to device %d (%s)", attr, dev, p.Name)
	}
	if a.Err != 0 {
		return 0, cu.Errorf(a.Err, "device attribute %d rejected by device %d (%s)", attr, dev, p.Name)
	}
	return a.Value, nil
}

// DeviceComputeCapability is cuDeviceComputeCapability (deprecated in CUDA
// but still exported): the major and minor compute capability.
func (t *Thread) DeviceComputeCapability(dev Device) (major, minor int, err error) {
	p, err := t.d.device(dev)
	if err != nil {
		return 0, 0, err
	}
	major, minor = p.ComputeCapability()
	return major, minor, nil
}

// Profile returns the profile of device dev as the emulator uses it (with
// any derived identity); for tools, not a driver call.
func (d *Driver) Profile(dev Device) (Profile, bool) {
	if dev < 0 || int(dev) >= len(d.devices) {
		return Profile{}, false
	}
	return d.devices[dev].clone(), true
}

// DeviceGetTexture1DLinearMaxWidth is cuDeviceGetTexture1DLinearMaxWidth:
// the most elements a 1D texture over linear memory of format with
// channels may have. As measured on the H200
// (testdata/reference/legacy/legacy.txt, section tex): the classic formats
// take 1, 2 or 4 channels and give 2^32 bytes' worth of elements, at most
// 2^30; NV12 (0x50) with 4 channels gives 2^30 and BC1_UNORM (0x91) with 4
// gives 2^29. Another channel count or a value that is no array format is
// CUDA_ERROR_INVALID_VALUE. Every packed format, with its own channel count,
// follows the classic formats' rule with its stored element (a 4x4 block
// of 8 or 16 bytes, a texel of a normalized format): measured on an H100
// with the H200's driver (testdata/reference/mend33/h100-s33, texwidth),
// which gave NV12 and BC1_UNORM the H200's widths.
func (t *Thread) DeviceGetTexture1DLinearMaxWidth(format, channels uint32, dev Device) (uint64, error) {
	if _, err := t.d.device(dev); err != nil {
		return 0, err
	}
	if size := uint64(sim.FormatSize(format)); size != 0 {
		if channels != 1 && channels != 2 && channels != 4 {
			return 0, cu.Errorf(cu.ErrorInvalidValue, "cuDeviceGetTexture1DLinearMaxWidth: %d channels: must be 1, 2 or 4", channels)
		}
		return min(1<<30, (1<<32)/(size*uint64(channels))), nil
	}
	if n, ok := packedFormats[format]; !ok || n != channels {
		return 0, cu.Errorf(cu.ErrorInvalidValue, "cuDeviceGetTexture1DLinearMaxWidth: array format %#x with %d channels", format, channels)
	}
	return min(1<<30, (1<<32)/ArrayDescriptor{Format: format, NumChannels: channels}.texelSize()), nil
}

// DeviceGetLuid is cuDeviceGetLuid: a device's Windows LUID. On Linux the
// H200's driver answered CUDA_ERROR_NOT_SUPPORTED for a valid device
// (CUDA_ERROR_INVALID_DEVICE for another, CUDA_ERROR_NOT_INITIALIZED
// before cuInit; testdata/reference/surface25/misc.txt), and so does cudasim.
func (t *Thread) DeviceGetLuid(dev Device, nullOutput bool) error {
	if _, err := t.d.device(dev); err != nil {
		return err
	}
	if nullOutput { // measured: after the device is checked
		return cu.Errorf(cu.ErrorInvalidValue, "cuDeviceGetLuid: NULL luid or deviceNodeMask")
	}
	return &cu.Error{Result: cu.ErrorNotSupported, Cause: cu.AsMeasured{}, Detail: "cuDeviceGetLuid: a LUID is a Windows (WDDM) device's; Linux has none"}
}

// AtomicOperationCount is how many CUatomicOperation values there are
// (INTEGER_ADD 0 to FLOAT_MAX 12); the H200 refused 13 and above.
const AtomicOperationCount = 13

// DeviceGetHostAtomicCapabilities is cuDeviceGetHostAtomicCapabilities:
// the CUatomicOperationCapability flags of each operation between the
// device and the host. The H200 (PCIe, no host atomics) answered 0 for
// every one; it zeroes all count entries before it refuses an operation
// that does not exist (CUDA_ERROR_INVALID_VALUE, as are a count of 0 and
// NULL arrays, which libcuda checks) (testdata/reference/surface25/atomic.txt).
func (t *Thread) DeviceGetHostAtomicCapabilities(caps []uint32, ops []int32, dev Device) error {
	if _, err := t.d.device(dev); err != nil {
		return err
	}
	if len(ops) == 0 {
		return cu.Errorf(cu.ErrorInvalidValue, "cuDeviceGetHostAtomicCapabilities: no operations (count 0)")
	}
	clear(caps)
	for i, op := range ops {
		if op < 0 || op >= AtomicOperationCount {
			return cu.Errorf(cu.ErrorInvalidValue, "cuDeviceGetHostAtomicCapabilities: operation %d (entry %d) is no CUatomicOperation", op, i)
		}
	}
	return nil
}

// DeviceGetP2PAtomicCapabilities is cuDeviceGetP2PAtomicCapabilities.
// The H200 refused a device paired with itself, and devices that do not
// exist, with CUDA_ERROR_INVALID_DEVICE (after a count of 0 or NULL
// arrays: CUDA_ERROR_INVALID_VALUE) and wrote nothing. Two distinct
// devices were not measured: CUDA_ERROR_NOT_SUPPORTED.
func (t *Thread) DeviceGetP2PAtomicCapabilities(caps []uint32, ops []int32, src, dst Device) error {
	if err := t.d.ready(); err != nil {
		return err
	}
	if len(ops) == 0 {
		return cu.Errorf(cu.ErrorInvalidValue, "cuDeviceGetP2PAtomicCapabilities: no operations (count 0)")
	}
	if _, err := t.d.device(src); err != nil {
		return err
	}
	if _, err := t.d.device(dst); err != nil {
		return err
	}
	if src == dst {
		return cu.Errorf(cu.ErrorInvalidDevice, "cuDeviceGetP2PAtomicCapabilities: device %d paired with itself", src)
	}
	return cu.Errorf(cu.ErrorNotSupported, "cuDeviceGetP2PAtomicCapabilities: the capabilities between two devices were not measured (one H200)")
}
