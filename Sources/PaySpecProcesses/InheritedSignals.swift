#if !os(iOS) && !os(tvOS) && !os(watchOS) && !os(visionOS)
    #if canImport(Glibc)
        import Glibc
    #elseif canImport(Darwin)
        import Darwin
    #endif

    /// The stop signals PaySpec was started with ignored. A shell without job control starts a
    /// background job (`payspec run … &` in a CI script) with SIGINT ignored, so that Ctrl-C
    /// reaches the foreground job alone; by convention a program that takes its signals over
    /// leaves a signal that was ignored at its start ignored, and so do the children it starts.
    public enum InheritedSignals {
        /// The signals a run stops on in order, and that a child gets back at their default.
        public static let stopSignals: [Int32] = [SIGINT, SIGTERM, SIGHUP]

        /// Read the first time it is asked, which is before PaySpec changes a disposition: the
        /// command line asks before it takes its signals over.
        public static let ignored: Set<Int32> = Set(stopSignals.filter(isIgnored))

        static func isIgnored(_ number: Int32) -> Bool {
            var current = sigaction()
            guard sigaction(number, nil, &current) == 0 else { return false }
            #if canImport(Glibc)
                let handler = current.__sigaction_handler.sa_handler
            #else
                let handler = current.__sigaction_u.__sa_handler
            #endif
            guard let handler else { return false }
            return unsafeBitCast(handler, to: Int.self) == unsafeBitCast(SIG_IGN, to: Int.self)
        }
    }
#endif
