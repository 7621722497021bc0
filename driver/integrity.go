package driver

import (
	"encoding/binary"

	"cudasim/cu"
)

// The CUDA runtime (cudart 11.x to 13.x) will not start on a driver that
// does not answer its integrity check: it calls slot 1 of the export table
// INTEGRITY_CHECK three times, with its own version ×10 + 0, 1 and 2, and
// compares the 16-byte answers with what it expects. docs/cudart.md has the
// measurements; testdata/reference/cudart has the calls logged on an H200.

// RuntimeProcess is what the integrity answer covers of the calling process
// and of the drop-in library's export tables: values only the C side knows.
type RuntimeProcess struct {
	PID            uint32 // getpid()
	Thread         uint32 // pthread_self(), truncated to 32 bits
	RuntimeTable   uint64 // address of the CUDART_INTERFACE export table
	IntegrityTable uint64 // address of the INTEGRITY_CHECK export table
	CheckFunc      uint64 // address of the function in INTEGRITY_CHECK slot 1
}

// The answers to the first two calls are constants (measured: the same on
// every run, runtime and process).
var (
	integrityAnswer0 = [2]uint64{0x3341181c03cb675c, 0x8ed383aa1f4cd1e8}
	integrityAnswer1 = [2]uint64{0x1841181c03cb675c, 0x8ed383aa1f4cd1e8}
)

// integrityKey is the HMAC key of the third answer (measured: it reproduces
// every answer logged on the H200).
var integrityKey = [16]byte{0x14, 0x6A, 0xDD, 0xAE, 0x53, 0xA9, 0xA7, 0x52, 0xAA, 0x08, 0x41, 0x36, 0x0B, 0xF5, 0x5A, 0x9F}

// RuntimeIntegrityCheck is INTEGRITY_CHECK slot 1: the answer the runtime
// expects for version (its CUDA version ×10 plus 0, 1 or 2) at unixSeconds.
// The third answer is HMAC-MD2 over the driver version, the call's version,
// the process and table addresses of p, unixSeconds, and each device's UUID
// and PCI domain, bus and device numbers, so it is right only when p holds
// the addresses the runtime was handed. It works before cuInit.
func (t *Thread) RuntimeIntegrityCheck(version uint32, unixSeconds uint64, p RuntimeProcess) ([2]uint64, error) {
	switch version % 10 {
	case 0:
		return integrityAnswer0, nil
	case 1:
		return integrityAnswer1, nil
	case 2:
	default:
		// Not measured: the runtime only ever asks for 0, 1 and 2.
		return [2]uint64{}, cu.Errorf(cu.ErrorInvalidValue, "integrity check version %d: the last digit must be 0, 1 or 2", version)
	}
	msg := make([]byte, 0, 48+28*len(t.d.devices))
	le := binary.LittleEndian
	msg = le.AppendUint32(msg, DriverVersion)
	msg = le.AppendUint32(msg, version)
	msg = le.AppendUint32(msg, p.PID)
	msg = le.AppendUint32(msg, p.Thread)
	msg = le.AppendUint64(msg, p.RuntimeTable)
	msg = le.AppendUint64(msg, p.IntegrityTable)
	msg = le.AppendUint64(msg, p.CheckFunc)
	msg = le.AppendUint64(msg, unixSeconds)
	for _, d := range t.d.devices {
		msg = append(msg, d.UUID[:]...)
		pci, _ := parsePCIBusID(d.PCIBusID)
		msg = le.AppendUint32(msg, uint32(pci.domain))
		msg = le.AppendUint32(msg, uint32(pci.bus))
		msg = le.AppendUint32(msg, uint32(pci.device))
	}
	sum := hmacMD2(integrityKey[:], msg)
	return [2]uint64{le.Uint64(sum[:8]), le.Uint64(sum[8:])}, nil
}

// hmacMD2 is HMAC (RFC 2104) over MD2 (RFC 1319), whose block and digest
// are both 16 bytes. The key is at most one block.
func hmacMD2(key, msg []byte) [16]byte {
	var ipad, opad [16]byte
	copy(ipad[:], key)
	copy(opad[:], key)
	for i := range ipad {
		ipad[i] ^= 0x36
		opad[i] ^= 0x5c
	}
	inner := md2Sum(append(ipad[:], msg...))
	return md2Sum(append(opad[:], inner[:]...))
}

// md2Sum is the MD2 digest of RFC 1319: pad to whole 16-byte blocks, append
// the checksum block, and run every block through the 48-byte state.
func md2Sum(msg []byte) [16]byte {
	pad := 16 - len(msg)%16
	b := make([]byte, len(msg), len(msg)+pad+16)
	copy(b, msg)
	for range pad {
		b = append(b, byte(pad))
	}
	var sum [16]byte
	var l byte
	for i := 0; i < len(b); i += 16 {
		for j := range 16 {
			sum[j] ^= md2S[b[i+j]^l]
			l = sum[j]
		}
	}
	b = append(b, sum[:]...)

	var x [48]byte
	for i := 0; i < len(b); i += 16 {
		for j := range 16 {
			x[16+j] = b[i+j]
			x[32+j] = x[16+j] ^ x[j]
		}
		var t byte
		for round := range 18 {
			for k := range x {
				x[k] ^= md2S[t]
				t = x[k]
			}
			t += byte(round)
		}
	}
	var out [16]byte
	copy(out[:], x[:16])
	return out
}

// md2S is RFC 1319's substitution table, a permutation of 0..255 made from
// the digits of pi.
var md2S = [256]byte{
	41, 46, 67, 201, 162, 216, 124, 1, 61, 54, 84, 161, 236, 240, 6, 19,
	98, 167, 5, 243, 192, 199, 115, 140, 152, 147, 43, 217, 188, 76, 130, 202,
	30, 155, 87, 60, 253, 212, 224, 22, 103, 66, 111, 24, 138, 23, 229, 18,
	190, 78, 196, 214, 218, 158, 222, 73, 160, 251, 245, 142, 187, 47, 238, 122,
	169, 104, 121, 145, 21, 178, 7, 63, 148, 194, 16, 137, 11, 34, 95, 33,
	128, 127, 93, 154, 90, 144, 50, 39, 53, 62, 204, 231, 191, 247, 151, 3,
	255, 25, 48, 179, 72, 165, 181, 209, 215, 94, 146, 42, 172, 86, 170, 198,
	79, 184, 56, 210, 150, 164, 125, 182, 118, 252, 107, 226, 156, 116, 4, 241,
	69, 157, 112, 89, 100, 113, 135, 32, 134, 91, 207, 101, 230, 45, 168, 2,
	27, 96, 37, 173, 174, 176, 185, 246, 28, 70, 97, 105, 52, 64, 126, 15,
	85, 71, 163, 35, 221, 81, 175, 58, 195, 92, 249, 206, 186, 197, 234, 38,
	44, 83, 13, 110, 133, 40, 132, 9, 211, 223, 205, 244, 65, 129, 77, 82,
	106, 220, 55, 200, 108, 193, 171, 250, 36, 225, 123, 8, 12, 189, 177, 74,
	120, 136, 149, 139, 227, 99, 232, 109, 233, 203, 213, 254, 59, 0, 29, 57,
	242, 239, 183, 14, 102, 88, 208, 228, 166, 119, 114, 248, 235, 117, 75, 10,
	49, 68, 80, 180, 143, 237, 31, 26, 219, 153, 141, 51, 159, 17, 131, 20,
}
