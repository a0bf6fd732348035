"""The payspec/1 protocol loop shared by the real-world ports in this folder.

A port calls serve(implementation, suites, choices): suites maps a suite name to
fn(input_dict) -> output_dict; choices are the ambiguity options the port's platform takes,
declared in the handshake so the runner judges each vector by them. They are facts about the
platform, so a port takes no options: any command-line argument (a --choice, say) stops it before
the handshake with exit status 2 and the choices it implements. Standard library only; see
golden/PROTOCOL.md.
"""
import json
import sys
import traceback

PROTOCOL = "payspec/1"


def serve(implementation, suites, choices):
    if sys.argv[1:]:
        fixed = ", ".join("%s=%s" % pair for pair in sorted(choices.items()))
        print("%s: takes no options (got %s); it implements only its platform's choices: %s"
              % (implementation["name"], json.dumps(sys.argv[1]), fixed), file=sys.stderr)
        return 2
    out = sys.stdout

    def send(message):
        out.write(json.dumps(message, ensure_ascii=False, separators=(",", ":"), sort_keys=True))
        out.write("\n")

    for line in sys.stdin:
        line = line.strip()
        if not line:
            continue
        try:
            request = json.loads(line)
        except ValueError:
            print("realworld port: ignoring a line that is not JSON", file=sys.stderr)
            continue
        kind = request.get("type")
        if kind == "handshake":
            send({"type": "handshake", "protocol": PROTOCOL, "implementation": implementation,
                  "suites": sorted(suites), "choices": choices})
        elif kind == "vector":
            vid, fn = request.get("id"), suites.get(request.get("suite"))
            if fn is None:
                send({"type": "unsupported", "id": vid, "reason": "the real implementation has no such behaviour"})
            else:
                try:
                    send({"type": "result", "id": vid, "output": fn(request.get("input"))})
                except Exception as e:  # what the real code would crash on, for this vector only
                    traceback.print_exc(file=sys.stderr)
                    send({"type": "error", "id": vid, "message": "%s: %s" % (type(e).__name__, e)})
        elif kind == "inventory":
            send({"type": "inventory", "inventory": {}})
        elif kind == "shutdown":
            out.flush()
            return 0
        out.flush()
    out.flush()
    return 0
