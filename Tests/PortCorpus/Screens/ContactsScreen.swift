import TextUI

struct Contact: Identifiable, Hashable {
  let id: Int
  let name: String
  let phone: String
  let email: String
}

struct ContactDetail: View {
  let contact: Contact

  var body: some View {
    VStack(alignment: .leading, spacing: 16) {
      Label(contact.phone, systemImage: "phone")
      Label(contact.email, systemImage: "envelope")
    }
    .navigationTitle(contact.name)
  }
}

struct ContactsScreen: View {
  let contacts = [
    Contact(id: 1, name: "Grace Hopper", phone: "555-0101", email: "grace@example.com"),
    Contact(id: 2, name: "Alan Turing", phone: "555-0102", email: "alan@example.com"),
    Contact(id: 3, name: "Katherine Johnson", phone: "555-0103", email: "kj@example.com"),
  ]

  var body: some View {
    NavigationView {
      List(contacts) { contact in
        NavigationLink(destination: ContactDetail(contact: contact)) {
          HStack {
            Image(systemName: "person.circle.fill")
            Text(contact.name)
          }
        }
      }
      .navigationTitle("Contacts")
    }
    .navigationViewStyle(StackNavigationViewStyle())
  }
}

struct ContactsScreen_Previews: PreviewProvider {
  static var previews: some View {
    ContactsScreen()
  }
}
