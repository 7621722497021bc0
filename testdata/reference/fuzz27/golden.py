# golden.py RUN.OUT: for each kernel case of fuzz27's probe output (the device's text between
# "== case NAME" and the host's "\n== end NAME: ..."), one line: NAME, its length, sha256, the
# first and last 40 bytes (Go-quoted by json), the synchronisation's answer; then the copy lines.
import hashlib, json, sys
f = open(sys.argv[1], 'rb')
name = None
for line in iter(lambda: f.readline(1 << 20), b''):
    if name is None:
        if line.startswith(b'== case ') and b': ' not in line:
            name = line[8:].strip().decode()
            h, n, head, held, tail = hashlib.sha256(), 0, b'', b'', b''
        elif line.startswith(b'== case ') or line.startswith(b'exit'):
            print(line.decode().rstrip('\n'))
        continue
    if line.startswith(b'== end '):
        status = line.decode().rstrip('\n').split(': ', 1)[1]
        assert held == b'\n'  # the host's newline before "== end"
        print(json.dumps([name, n, h.hexdigest(), head[:40].decode('latin1'), tail[-40:].decode('latin1'), status]))
        name = None
        continue
    # hold back the last byte seen: it may be the host's newline
    data = held + line
    held, data = data[-1:], data[:-1]
    h.update(data); n += len(data)
    if len(head) < 40: head += data[:40]
    tail = (tail + data)[-40:]
