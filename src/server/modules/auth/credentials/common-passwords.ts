/**
 * The most common passwords in public breach corpora (top entries of the well-known leaked-password
 * rankings, plus frequent Spanish and Mexican ones). Bundled because the server has no internet to ask
 * a breach service; checked case-insensitively.
 */
export const commonPasswords: ReadonlySet<string> = new Set(
  `123456 password 12345678 qwerty 123456789 12345 1234 111111 1234567 dragon 123123 baseball abc123
football monkey letmein 696969 shadow master 666666 qwertyuiop 123321 mustang 1234567890 michael
654321 superman 1qaz2wsx 7777777 121212 000000 qazwsx 123qwe killer trustno1 jordan jennifer zxcvbnm
asdfgh hunter buster soccer harley batman andrew tigger sunshine iloveyou 2000 charlie robert thomas
hockey ranger daniel starwars klaster 112233 george computer michelle jessica pepper 1111 zxcvbn 555555
11111111 131313 freedom 777777 pass maggie 159753 aaaaaa ginger princess joshua cheese amanda summer
love ashley nicole chelsea biteme matthew access yankees 987654321 dallas austin thunder taylor matrix
password1 password123 password12 passw0rd p@ssw0rd p@ssword pa55word abc12345 abcd1234 abc123456
qwerty123 qwerty1 qwerty12 qwe123 qwe12345 123qwe123 1q2w3e4r 1q2w3e4r5t 1q2w3e 1qaz2wsx3edc zaq12wsx
zaq1zaq1 q1w2e3r4 q1w2e3r4t5 a123456 a1234567 a12345678 a1b2c3 a1b2c3d4 aa123456 123456a 1234567a
12345678a 123abc abc1234 test123 test1234 admin123 admin1234 root123 welcome1 welcome123 letmein1
letmein123 monkey1 monkey123 dragon1 dragon123 football1 baseball1 master123 shadow1 sunshine1
iloveyou1 iloveyou2 princess1 charlie1 michael1 jordan23 superman1 batman1 trustno1 hello123 hello1234
secret123 changeme1 changeme123 default1 guest123 user1234 login123 computer1 internet1 summer2024
summer2025 winter2024 spring2024 autumn2024 password2024 password2025 welcome2024 qwerty2024 google123
samsung123 apple123 killer123 asdf1234 asd123 zxc123 zxcv1234 asdfgh123 qazwsx123 1a2b3c4d 123456789a
contraseña contrasena contrasena1 contrasena123 contraseña1 contraseña123 mexico mexico1 mexico123
mexico2024 teamo teamo1 teamo123 tequiero tequiero1 amor123 amor1234 amorcito1 corazon corazon1
princesa princesa1 princesa123 chivas chivas1 america1 america123 pumas123 cruzazul1 tigres1 monterrey1
guadalajara1 cdmx123 hola123 hola1234 holamundo1 estrella1 mariposa1 angel123 familia1 familia123
futbol1 futbol123 dios123 jesus123 maria123 jose123 juan123 carlos123 alejandro1 daniela1 fernanda1
sofia123 valeria1 miguel123 luis1234 abcd123 qwer1234 1234qwer 12qwaszx 123zxc 123asd 1qazxsw2 zxcvbnm1
aaaaaa1 abc123abc 11111111a 00000000a password01 password1234 welcome01 admin01 test01 abc@123
iloveyou123 lovely1 trustme1 whatever1 freedom1 ninja123 pokemon1 naruto123 minecraft1 fortnite1`
    .split(/\s+/)
    .filter(Boolean),
);
