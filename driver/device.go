package driver

import (
	"strings"

	"cudasim/cu"
)

// DeviceGet is cuDeviceGet: the device with the given ordinal (ordinals out
// of range: CUDA_ERROR_INVALID_DEVICE).
func (t *Thread) DeviceGet(ordinal int) (Device, error) {
	if err := t.d.ready(); err != nil {
		return 0, err
	}
	if ordinal < 0 || ordinal >= len(t.d.devices) {
		return 0, cu.Errorf(cu.ErrorInvalidDevice, "device ordinal %d out of range [0, %d)", ordinal, len(t.d.devices))
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

// DeviceGetByPCIBusId is cuDeviceGetByPCIBusId: the device with the given
// PCI address, in any case; an unknown address is CUDA_ERROR_INVALID_VALUE
// (not measured).
func (t *Thread) DeviceGetByPCIBusId(id string) (Device, error) {
	if err := t.d.ready(); err != nil {
		return 0, err
	}
	for i, p := range t.d.devices {
		if strings.EqualFold(p.PCIBusID, id) {
			return Device(i), nil
		}
	}
	return 0, cu.Errorf(cu.ErrorInvalidValue, "no device at PCI address %q", id)
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
	p, err := t.d.device(dev)
	if err != nil {
		return 0, err
	}
	a, ok := p.Attributes[attr]
	if !ok {
		return 0, cu.Errorf(cu.ErrorInvalidValue, "device attribute %d unknown to device %d (%s)", attr, dev, p.Name)
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
