/// Where the stub serves the Previous Runs API: its `/v1/forecast` under a prefix of its own
/// (`WFProcess.using(server:)` points `WF_OPEN_METEO_PREVIOUS_RUNS_URL` there), so that it is not
/// taken for the weather's.
public enum PreviousRunsAnswer {
    public static let prefix = "/previous-runs"
    public static let path = prefix + "/v1/forecast"
}
