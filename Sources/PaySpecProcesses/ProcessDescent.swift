// Starting processes: macOS, Linux and other desktop/server systems; iOS and its kin cannot.
#if !os(iOS) && !os(tvOS) && !os(watchOS) && !os(visionOS)
    import Foundation

    #if canImport(Glibc)
        import Glibc
    #elseif canImport(Darwin)
        import Darwin
    #endif

    /// The processes descended from a child PaySpec owns, as far as `/proc` shows them (Linux;
    /// elsewhere nothing is found and the child's process group is all that is killed). A
    /// process is remembered with its start time, so a number the system has since given to an
    /// unrelated process is never signalled; a descendant whose parent has died (reparented to
    /// init) is still known from an earlier look.
    struct ProcessDescent {
        let root: pid_t
        /// Descendants seen so far: process id to start time (clock ticks since boot).
        private(set) var known: [pid_t: UInt64] = [:]

        /// The `NAME=value` entry the root was started with and every descendant inherits: a
        /// child of this process that is not the root and carries it is an orphan of the root's
        /// tree, reparented here (see `adoptOrphans`).
        private let mark: String

        init(root: pid_t, mark: String) {
            self.root = root
            self.mark = mark
        }

        /// A mark no other tree carries: this process and a random number.
        static func mark() -> String { "PAYSPEC_OWNED_TREE=\(getpid())-\(UInt64.random(in: 1...UInt64.max))" }

        /// Whether `pid` was started with `mark` in its environment (`/proc/<pid>/environ`).
        static func carries(_ pid: pid_t, _ mark: String) -> Bool {
            guard let data = FileManager.default.contents(atPath: "/proc/\(pid)/environ") else { return false }
            let wanted = Array(mark.utf8)
            return data.split(separator: 0, omittingEmptySubsequences: true).contains { $0.elementsEqual(wanted) }
        }

        /// Makes this process the one the root's orphans are reparented to, instead of init (Linux,
        /// `PR_SET_CHILD_SUBREAPER`): a compiler whose parent died before it was seen is then
        /// still found, as a child of this process. For the rest of the process's life.
        static func adoptOrphans() {
            #if os(Linux)
                // prctl is variadic, which Swift does not call; its first five arguments are words.
                typealias Prctl = @convention(c) (Int32, UInt, UInt, UInt, UInt) -> Int32
                guard let handle = dlopen(nil, RTLD_NOW), let symbol = dlsym(handle, "prctl") else { return }
                let prctl = unsafeBitCast(symbol, to: Prctl.self)
                _ = prctl(36, 1, 0, 0, 0)  // PR_SET_CHILD_SUBREAPER
            #endif
        }

        /// One pass over `/proc`: every process whose parent is the root or a known descendant,
        /// and the orphans of the tree reparented to this process.
        mutating func look() {
            let table = Self.processTable()
            let me = getpid()
            for (pid, entry) in table where entry.parent == me && pid != root && known[pid] == nil && Self.carries(pid, mark) {
                known[pid] = entry.start
            }
            var frontier: [pid_t] = [root] + Array(known.keys)
            var seen = Set(frontier)
            var children: [pid_t: [pid_t]] = [:]
            for (pid, entry) in table { children[entry.parent, default: []].append(pid) }
            while let next = frontier.popLast() {
                for c in children[next] ?? [] where seen.insert(c).inserted {
                    if let start = table[c]?.start, known[c] == nil { known[c] = start }
                    frontier.append(c)
                }
            }
        }

        /// Kills every known descendant still running (the same process: its start time
        /// unchanged), and any it started meanwhile, until none is left.
        mutating func killAll() {
            for _ in 0..<10 {
                look()
                let table = Self.processTable()
                let alive = known.filter { table[$0.key]?.start == $0.value && table[$0.key]?.state != "Z" }
                // Orphans reparented here are this process's children: reaped, not left as zombies.
                for (pid, _) in known where table[pid]?.parent == getpid() && pid != root {
                    var status: Int32 = 0
                    _ = waitpid(pid, &status, WNOHANG)
                }
                if alive.isEmpty { return }
                for pid in alive.keys { kill(pid, SIGKILL) }
                usleep(50_000)
            }
        }

        struct Entry {
            var parent: pid_t
            var start: UInt64
            var state: Character
        }

        /// Parent, start time and state of every process, from `/proc/<pid>/stat`.
        static func processTable() -> [pid_t: Entry] {
            guard let names = try? FileManager.default.contentsOfDirectory(atPath: "/proc") else { return [:] }
            var table: [pid_t: Entry] = [:]
            for name in names {
                guard let pid = pid_t(name), let entry = entry(pid) else { continue }
                table[pid] = entry
            }
            return table
        }

        static func entry(_ pid: pid_t) -> Entry? {
            guard let data = FileManager.default.contents(atPath: "/proc/\(pid)/stat") else { return nil }
            let text = String(decoding: data, as: UTF8.self)
            // The command name (field 2) may hold spaces and parentheses: fields start after the last ')'.
            guard let close = text.lastIndex(of: ")") else { return nil }
            let fields = text[text.index(after: close)...].split(separator: " ")
            // state is field 3, the parent field 4, the start time field 22.
            guard fields.count > 19, let parent = pid_t(fields[1]), let start = UInt64(fields[19]), let state = fields[0].first else {
                return nil
            }
            return Entry(parent: parent, start: start, state: state)
        }
    }
#endif
