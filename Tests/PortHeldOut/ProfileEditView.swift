import SwiftUI

struct ProfileEditView: View {
  @Environment(\.dismiss) private var dismiss
  @State private var name = "Taylor Swift"
  @State private var bio = ""
  @State private var birthday = Date(timeIntervalSince1970: 628_000_000)
  @State private var pronouns = "she/her"
  @State private var isPublic = true

  private let pronounOptions = ["she/her", "he/him", "they/them", "other"]

  var body: some View {
    NavigationStack {
      Form {
        Section("Profile") {
          TextField("Name", text: $name)
          TextField("Bio", text: $bio, axis: .vertical)
            .lineLimit(3...5)
          DatePicker("Birthday", selection: $birthday, displayedComponents: .date)
        }
        Section("Privacy") {
          Picker("Pronouns", selection: $pronouns) {
            ForEach(pronounOptions, id: \.self) { Text($0) }
          }
          Toggle("Public profile", isOn: $isPublic)
        }
      }
      .navigationTitle("Edit Profile")
      .navigationBarTitleDisplayMode(.inline)
      .toolbar {
        ToolbarItem(placement: .cancellationAction) {
          Button("Cancel") { dismiss() }
        }
        ToolbarItem(placement: .confirmationAction) {
          Button("Save") { dismiss() }
            .disabled(name.isEmpty)
        }
      }
    }
  }
}

#Preview {
  ProfileEditView()
}
