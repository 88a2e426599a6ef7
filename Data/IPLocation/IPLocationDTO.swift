/// ipapi.co's `/json/` answer (the fields wf reads). Its errors are `{"error": true, "reason": "..."}`.
struct IPLocationDTO: Decodable {
    let city: String?
    let region: String?
    let country_code: String?
    let latitude: Double?
    let longitude: Double?
    let timezone: String?
    let error: Bool?
    let reason: String?
}
