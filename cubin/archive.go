package cubin

import (
	"bytes"
	"strconv"
	"strings"

	"cudasim/cu"
)

// ArchiveMagic starts a Unix ar archive: a static library (.a), such as the
// ones `nvcc -lib` writes and the CUDA toolkit's libcudadevrt.a.
const ArchiveMagic = "!<arch>\n"

// Member is one file of an ar archive.
type Member struct {
	Name string
	Data []byte
}

// ParseArchive lists the members of an ar archive (the common format of
// GNU and BSD ar: 60-byte headers, GNU's "//" long-name table and "/"
// symbol table, which are not members, and BSD's "#1/N" names). Members
// are returned in archive order, their Data slicing b. What a member holds
// is not looked at.
func ParseArchive(b []byte) ([]Member, error) {
	if !bytes.HasPrefix(b, []byte(ArchiveMagic)) {
		return nil, cu.Errorf(cu.ErrorInvalidImage, "not an ar archive (no %q)", strings.TrimSpace(ArchiveMagic))
	}
	var out []Member
	var longNames []byte
	for off := len(ArchiveMagic); off < len(b); {
		if off%2 == 1 { // members are 2-byte aligned, padded with '\n'
			off++
			continue
		}
		if len(b)-off < 60 {
			return nil, cu.Errorf(cu.ErrorInvalidImage, "ar archive: truncated member header at offset %d", off)
		}
		h := b[off : off+60]
		if h[58] != '`' || h[59] != '\n' {
			return nil, cu.Errorf(cu.ErrorInvalidImage, "ar archive: bad member header at offset %d", off)
		}
		name := strings.TrimRight(string(h[0:16]), " ")
		size, err := strconv.ParseUint(strings.TrimSpace(string(h[48:58])), 10, 63)
		if err != nil {
			return nil, cu.Errorf(cu.ErrorInvalidImage, "ar archive: bad member size %q at offset %d", h[48:58], off)
		}
		start := off + 60
		if size > uint64(len(b)-start) {
			return nil, cu.Errorf(cu.ErrorInvalidImage, "ar archive: member %q at offset %d has %d bytes, %d remain", name, off, size, len(b)-start)
		}
		data := b[start : start+int(size)]
		off = start + int(size)
		switch {
		case name == "//": // GNU long-name table
			longNames = data
			continue
		case name == "/" || name == "/SYM64/" || name == "__.SYMDEF" || name == "__.SYMDEF SORTED":
			continue // symbol tables
		case strings.HasPrefix(name, "#1/"): // BSD: the name precedes the data
			n, err := strconv.Atoi(name[3:])
			if err != nil || n < 0 || n > len(data) {
				return nil, cu.Errorf(cu.ErrorInvalidImage, "ar archive: bad BSD long name %q", name)
			}
			name, data = strings.TrimRight(string(data[:n]), "\x00"), data[n:]
		case strings.HasPrefix(name, "/"): // GNU: offset into the long-name table
			i, err := strconv.Atoi(name[1:])
			if err != nil || i < 0 || i >= len(longNames) {
				return nil, cu.Errorf(cu.ErrorInvalidImage, "ar archive: bad long-name reference %q", name)
			}
			rest := string(longNames[i:])
			if j := strings.Index(rest, "/\n"); j >= 0 {
				rest = rest[:j]
			}
			name = rest
		default:
			name = strings.TrimSuffix(name, "/")
		}
		out = append(out, Member{Name: name, Data: data})
	}
	return out, nil
}
