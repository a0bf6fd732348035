import PaySpecCLI

PaySpecCommandLine.main()
