# gen_trace.py IN.ptx OUT.ptx: instruments s_math's dmath kernel (nvcc 13.0's
# PTX) to store every f64 register it defines, in program order, into slot
# k of a trace buffer after its 12 results (slot k at byte 96 + 8k of the
# output, for a one-thread launch), so that the first slot where the H200
# and cudasim differ names the instruction.
import re, sys
src = open(sys.argv[1]).read().split('\n')
out, inside, k, slots, depth = [], False, 0, [], 0
for i, line in enumerate(src):
    out.append(line)
    if line.startswith('.visible .entry _Z5dmathPKfS0_Py('):
        inside = True
        continue
    if not inside:
        continue
    if line.startswith('.reg .b64 %rd<24>;'):
        out.append('.reg .b64 %tr<2>;')
        out.append('ld.param.u64 %tr0, [_Z5dmathPKfS0_Py_param_2];')
        out.append('cvta.to.global.u64 %tr1, %tr0;')
        continue
    if line.strip() == '{':
        depth += 1
        continue
    if line.strip() == '}':
        depth -= 1
        if depth == 0:
            inside = False
        continue
    s = line.strip()
    if not s or s.startswith(('st.', '@', 'setp', 'bra', '.', '//', '$', '{', '}', 'call', 'ret')):
        continue
    parts = s.split(None, 1)
    if len(parts) < 2:
        continue
    ops = parts[1]
    if ops.startswith('{'):
        dests = re.findall(r'%fd\d+', ops[:ops.index('}')])
    else:
        d = ops.split(',')[0].strip()
        dests = [d] if re.fullmatch(r'%fd\d+', d) else []
    for d in dests:
        out.append('st.global.f64 [%%tr1+%d], %s;' % (96 + 8 * k, d))
        slots.append('%d %d %s %s' % (k, i + 1, d, s))
        k += 1
open(sys.argv[2], 'w').write('\n'.join(out))
open(sys.argv[2] + '.slots', 'w').write('\n'.join(slots) + '\n')
print(k, 'slots')
